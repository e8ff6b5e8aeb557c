import "server-only";
import { and, asc, eq } from "drizzle-orm";

import { getOrganizationAgentUsers } from "@/lib/agent-api/contract/agents";
import { listPlatformUsers } from "@/lib/agent-api/contract/platform-users";
import { svcPlatformUsers } from "@/lib/db/schema";

import { conversationUsersPage } from "../conversations/records";
import { implement } from "../implement";
import { presentPlatformUser } from "../platform-users/platform-user-records";
import { findOrganizationAgent } from "../records";

export const organizationUserHandlers = [
  implement(listPlatformUsers, async ({ db, principal, query }) => {
    const users = await db
      .select()
      .from(svcPlatformUsers)
      .where(and(eq(svcPlatformUsers.organizationId, principal.organization.id), query.role ? eq(svcPlatformUsers.role, query.role) : undefined))
      .orderBy(asc(svcPlatformUsers.email));
    return users.map(presentPlatformUser);
  }),

  implement(getOrganizationAgentUsers, async ({ db, principal, params, query }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    return conversationUsersPage(db, agent.id, query);
  }),
];
