import "server-only";

import { createChildOrganization, getAgentPlatformUsers, getPlatformUserAgents, updatePlatformUser } from "@/lib/agent-api/contract/organization-users";

import { implement, type Implementation } from "../implement";
import { enforceOneMore } from "../limit-enforcement";
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

  implement(updatePlatformUser, async ({ db, principal, params, body }) => {
    // A disabled user given access again counts against the subscription's usersWithAccessAmount.
    if (body.status && body.status !== "disabled") {
      const user = await platformUsers.findPlatformUser(db, principal.organization.id, params.userId);
      if (user.status === "disabled") await enforceOneMore(db, principal.organization, "usersWithAccessAmount", updatePlatformUser.id);
    }
    return platformUsers.presentPlatformUser(await platformUsers.updatePlatformUser(db, principal.organization.id, params.userId, body));
  }),
];
