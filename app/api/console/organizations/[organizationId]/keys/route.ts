import { connectOrganizationKey } from "@/lib/console/contract/console-keys";
import { validateKey } from "@/lib/console/keys/key-validation";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { storeKey } from "@/lib/console/vault";

export const POST = handleConsoleRoute(connectOrganizationKey, async ({ db, user, body, organization, audit }) => {
  const { agent } = await validateKey(body.scope, body.key, organization.region);
  if (agent && organization.upstreamId && agent.organizationId !== organization.upstreamId) {
    throw new ConsoleRouteError(400, "KEY_OF_ANOTHER_ORGANIZATION", "This agent key belongs to another organization.", {
      key: "This agent key belongs to another organization.",
    });
  }
  const stored = await storeKey(db, { scope: body.scope, region: organization.region, organizationId: organization.id, agentId: agent?.id ?? null }, body.key, {
    label: body.label ?? (agent ? agent.name : `${organization.name} organization key`),
    createdBy: user.id,
  });
  audit.target = `key:${stored.id} (${stored.fingerprint})`;
  return stored;
});
