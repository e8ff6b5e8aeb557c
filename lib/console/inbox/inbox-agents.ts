import "server-only";

import { getAgent } from "@/lib/agent-api/contract/agents";
import { listConversationStates } from "@/lib/agent-api/contract/conversations";
import type { Database } from "@/lib/db";

import type { SessionUser } from "../auth/session";
import { agentsOfOperator } from "../operators/operator-agents";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { remember } from "../upstream/remember";
import { callUpstream } from "../upstream/upstream";
import { listKeys } from "../vault";

export type InboxAgent = { id: string; name: string };
export type AgentState = { id: string; name: string };

const cacheMs = 60_000;

/** The agent's name, read with the organization's key and remembered for a minute; its id if it cannot be read. */
export async function agentName(db: Database, organization: ConsoleOrganization, agentId: string): Promise<string> {
  try {
    return await remember(`inbox:name:${organization.id}:${agentId}`, cacheMs, async () => {
      const agent = await callUpstream(db, { as: "organization", organization }, getAgent, { params: { id: agentId } });
      return agent.name;
    });
  } catch {
    return agentId;
  }
}

/** The agent's conversation states, read with its key and remembered for a minute. */
export function agentStates(db: Database, organization: ConsoleOrganization, agentId: string): Promise<AgentState[]> {
  return remember(`inbox:states:${organization.id}:${agentId}`, cacheMs, async () => {
    const list = await callUpstream(db, { as: "agent", organization, agentId }, listConversationStates);
    return list.map((state) => ({ id: state.id, name: state.name }));
  });
}

/**
 * The agents whose conversations the user works in this organization: every agent the console holds a key
 * for, or for an operator only those given to them.
 */
export async function inboxAgentIds(db: Database, user: SessionUser, organization: ConsoleOrganization): Promise<string[]> {
  const keyed = (await listKeys(db, { organizationId: organization.id })).filter((key) => key.scope === "agent" && key.agentId).map((key) => key.agentId!);
  const withKeys = [...new Set(keyed)];
  if (user.role !== "operator") return withKeys;
  const given = new Set(await agentsOfOperator(db, user.id, organization.id));
  return withKeys.filter((agentId) => given.has(agentId));
}

/** Refuses a conversation of an agent the user does not work on. */
export async function requireInboxAgent(db: Database, user: SessionUser, organization: ConsoleOrganization, agentId: string): Promise<void> {
  if (!(await inboxAgentIds(db, user, organization)).includes(agentId)) {
    throw new ConsoleRouteError(404, "NOT_FOUND", "This conversation is not in your inbox.");
  }
}
