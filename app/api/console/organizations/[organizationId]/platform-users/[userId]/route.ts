import { updatePlatformUser as updateUpstreamPlatformUser } from "@/lib/agent-api/contract/organization-users";
import { updatePlatformUser } from "@/lib/console/contract/platform-users";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { callUpstream } from "@/lib/console/upstream/upstream";

export const PATCH = handleConsoleRoute(updatePlatformUser, async ({ db, organization, params, body, audit }) => {
  audit.target = `platform-user:${params.userId}`;
  audit.details = { ...body };
  const updated = await callUpstream(db, { as: "organization", organization }, updateUpstreamPlatformUser, {
    params: { userId: params.userId },
    body,
  });
  audit.target = `platform-user:${updated.id} (${updated.email})`;
  return updated;
});
