import { updatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";
import { platformUsersQuery } from "@/lib/schemas/agent-api/organizations";
import { agentPlatformUserList } from "@/lib/schemas/console/agent-users";
import { platformUserList, platformUserView } from "@/lib/schemas/console/organization";

import { defineConsoleRoute } from "./define";
import { handlerCheckedQuery } from "./handler-checked-query";
import { pathParams } from "./path-params";

const tag = "Platform users";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;

export const listPlatformUsers = defineConsoleRoute({
  id: "listPlatformUsers",
  method: "GET",
  path: "/organizations/{organizationId}/platform-users",
  params: { organizationId },
  tag,
  summary: "The platform users of the organization, optionally only those with one role",
  description:
    "As the API lists them, with who has joined the console since their invitation shown as active and by their name. A role that does not exist is refused with 400 `INVALID_INPUT`, naming `role`.",
  roles,
  query: handlerCheckedQuery(platformUsersQuery),
  response: platformUserList,
});

export const updatePlatformUser = defineConsoleRoute({
  id: "updatePlatformUser",
  method: "PATCH",
  path: "/organizations/{organizationId}/platform-users/{userId}",
  params: { organizationId, userId: pathParams.any },
  tag,
  summary: "Changes a platform user's role or status; the API refuses to leave the organization without an owner",
  roles,
  body: updatePlatformUserBody,
  response: platformUserView,
  action: "platform-user.update",
});

export const listAgentPlatformUsers = defineConsoleRoute({
  id: "listAgentPlatformUsers",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/platform-users",
  params: { organizationId, agentId: pathParams.agent },
  tag,
  summary: "The platform users who work on the agent: owners and admins of the organization, and those it was assigned to",
  roles,
  response: agentPlatformUserList,
});
