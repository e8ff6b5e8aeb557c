import { updatePlatformUser } from "@/lib/agent-api/contract/organization-users";
import { route } from "@/lib/console/route";
import { callUpstream } from "@/lib/console/upstream";
import { updatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";
import { platformUserView } from "@/lib/schemas/console/organization";

/** Changes a platform user's role or status; the API refuses to leave the organization without an owner. */
export const PATCH = route(
  { roles: ["superadmin", "org_admin"], organization: true, body: updatePlatformUserBody, response: platformUserView, action: "platform-user.update" },
  async ({ db, organization, params, body, audit }) => {
    audit.target = `platform-user:${params.userId}`;
    audit.details = { ...body };
    const updated = await callUpstream(db, { as: "organization", organization: organization! }, updatePlatformUser, {
      params: { userId: params.userId! },
      body,
    });
    audit.target = `platform-user:${updated.id} (${updated.email})`;
    return updated;
  },
);
