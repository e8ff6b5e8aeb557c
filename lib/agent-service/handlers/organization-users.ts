import "server-only";

import {
  createChildOrganization,
  getAgentPlatformUsers,
  getPlatformUserAgents,
  updatePlatformUser,
} from "@/lib/agent-api/contract/organization-users";

import { implement, type Implementation } from "../implement";
import * as children from "../organizations/child-organization";
import * as platformUsers from "../platform-users/platform-user-records";
import { agentView, findOrganizationAgent } from "../records";

export const organizationUsersHandlers: Implementation[] = [
  implement(createChildOrganization, async ({ db, principal, body }) => children.createChildOrganization(db, principal, body)),

  implement(getAgentPlatformUsers, async ({ db, principal, params }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    return platformUsers.agentPlatformUsers(db, principal.organization.id, agent.id);
  }),

  implement(getPlatformUserAgents, async ({ db, principal, query }) => {
    const user = await platformUsers.findPlatformUser(db, principal.organization.id, query.userId);
    const agents = await platformUsers.platformUserAgents(db, user);
    return Promise.all(agents.map((agent) => agentView(db, agent, principal.organization)));
  }),

  implement(updatePlatformUser, async ({ db, principal, params, body }) =>
    platformUsers.presentPlatformUser(await platformUsers.updatePlatformUser(db, principal.organization.id, params.userId, body)),
  ),
];
