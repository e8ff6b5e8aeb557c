import "server-only";
import { eq } from "drizzle-orm";

import { createAgent, getAgent, getAgentRoles, updateAgent } from "@/lib/agent-api/contract/agents";
import { svcAgentRoles, svcAgents, svcConversationStates } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import { defaultAgentSettings, initialConversationStates, mergeAgentSettings, vendorId } from "../agent-defaults";
import { notFound } from "../errors";
import { implement } from "../implement";
import { enforceOneMore } from "../limit-enforcement";
import { agentView, findOrganizationAgent, organizationAgentView } from "../records";

export const organizationAgentHandlers = [
  implement(getAgentRoles, async ({ db }) => {
    const roles = await db.select().from(svcAgentRoles).orderBy(svcAgentRoles.name);
    return roles.map((role) => ({ id: role.id, name: role.name, description: role.description }));
  }),

  implement(createAgent, async ({ db, principal, body }) => {
    const { organization } = principal;
    const [role] = isUuid(body.roleId) ? await db.select().from(svcAgentRoles).where(eq(svcAgentRoles.id, body.roleId)) : [];
    if (!role) throw notFound("Agent role", body.roleId);
    await enforceOneMore(db, organization, "agentsAmount", createAgent.id);
    const agent = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(svcAgents)
        .values({
          organizationId: organization.id,
          roleId: role.id,
          name: body.name,
          publicName: body.publicName,
          description: body.description,
          tags: body.tags,
          settings: mergeAgentSettings(defaultAgentSettings(), body),
          vectorStoreId: vendorId("vs"),
        })
        .returning();
      await tx.insert(svcConversationStates).values(initialConversationStates.map((state, position) => ({ ...state, agentId: created!.id, position })));
      return created!;
    });
    return agentView(db, agent, organization);
  }),

  implement(getAgent, async ({ db, principal, params }) => organizationAgentView(db, principal.organization, params.id)),

  implement(updateAgent, async ({ db, principal, params, body }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const [updated] = await db
      .update(svcAgents)
      .set({
        name: body.name,
        publicName: body.publicName,
        description: body.description,
        tags: body.tags,
        avatarUrl: body.avatarUrl,
        backgroundUrl: body.backgroundUrl,
        status: body.status,
        defaultErrorMessage: body.defaultErrorMessage,
        settings: mergeAgentSettings(agent.settings, body),
        updatedAt: new Date(),
      })
      .where(eq(svcAgents.id, agent.id))
      .returning();
    return agentView(db, updated!, principal.organization);
  }),
];
