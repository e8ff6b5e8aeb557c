import { idParam } from "@/lib/schemas/agent-api/common";
import {
  agentPlatformUsersResponse,
  childOrganizationResponse,
  platformUserAgentsQuery,
  platformUserAgentsResponse,
  platformUserDetailsResponse,
  platformUserParams,
  updatePlatformUserBody,
} from "@/lib/schemas/agent-api/organization-users";
import { createOrganizationBody } from "@/lib/schemas/agent-api/organizations";

import { defineOperation } from "./operation";
import { organizationExists } from "./super-admin";

const scope = "organization";

export const createChildOrganization = defineOperation({
  id: "createChildOrganization",
  method: "post",
  path: "/organizations/by-organization-api-key",
  scope,
  tag: "Organizations",
  summary: "Create organization via organization key",
  description:
    "Creates a child of the calling organization, in its region, with its invited users: the same body and answer as the super-admin creation, with parentOrganizationId. Without subscriptionId it takes the parent's subscription; a named one must be the parent's or a public, active one. The response carries the child's first Organization-Secret-Key, and createdBy names the calling key.",
  body: createOrganizationBody,
  status: 201,
  response: childOrganizationResponse,
  notFound: "Subscription",
  badRequest: organizationExists,
  limitedBy: "Refused when `users` names more platform users than the subscription's `usersWithAccessAmount`.",
});

export const getAgentPlatformUsers = defineOperation({
  id: "getAgentPlatformUsers",
  method: "get",
  path: "/agents/{id}/platform-users",
  scope,
  tag: "Agents",
  summary: "Get agent platform users by agent ID",
  description:
    "The platform users who work on agent {id}, whatever their status: the organization's owners and admins (access organization), and the users given the agent (access assigned).",
  params: idParam,
  status: 200,
  response: agentPlatformUsersResponse,
  notFound: "Agent",
});

export const getPlatformUserAgents = defineOperation({
  id: "getPlatformUserAgents",
  method: "get",
  path: "/platform-users/agents",
  scope,
  tag: "Platform users",
  summary: "Get agents by platform user",
  description: "The agents platform user userId works on: every agent of the organization for an owner or admin, else the agents given to them.",
  query: platformUserAgentsQuery,
  status: 200,
  response: platformUserAgentsResponse,
  notFound: "Platform user",
});

export const updatePlatformUser = defineOperation({
  id: "updatePlatformUser",
  method: "patch",
  path: "/platform-users/{userId}",
  scope,
  tag: "Platform users",
  summary: "Update a platform user role or status",
  description: "Changes the role (as in InvitedUser) or the status (active or disabled). The organization always keeps an owner who is not disabled.",
  params: platformUserParams,
  body: updatePlatformUserBody,
  status: 200,
  response: platformUserDetailsResponse,
  notFound: "Platform user",
  badRequest: "The change would leave the organization without an owner who is not disabled.",
  limitedBy:
    "Refused when a disabled user is given access again while the organization has as many users with access as its subscription's `usersWithAccessAmount`.",
});

export const organizationUsersOperations = [createChildOrganization, getAgentPlatformUsers, getPlatformUserAgents, updatePlatformUser];
