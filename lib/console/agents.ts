import "server-only";
import type { z } from "zod";

import { createAgent, getAgent, getAgentRoles, updateAgent } from "@/lib/agent-api/contract/agents";
import { listConversations } from "@/lib/agent-api/contract/conversations";
import type { DatabaseExecutor } from "@/lib/db";
import type { CreateAgentBody, updateAgentBody } from "@/lib/schemas/agent-api/agents";
import type { AgentSummary } from "@/lib/schemas/console/agents";

import { createConsoleKey } from "./agent-keys";
import { describeFailure, sortAgentSummaries, toAgentDetail, toAgentSummary } from "./agent-views";
import type { ConsoleOrganization } from "./organizations";
import { callUpstream } from "./upstream";
import { listKeys, type VaultKeyInfo } from "./vault";

const asOrganization = (organization: ConsoleOrganization) => ({ as: "organization" as const, organization });

type AgentVaultKey = VaultKeyInfo & { agentId: string };
const isAgentKey = (key: VaultKeyInfo): key is AgentVaultKey => key.scope === "agent" && Boolean(key.agentId);

/** The latest conversation and the count, read with the agent's own key. */
function readActivity(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string) {
  return callUpstream(db, { as: "agent", organization, agentId }, listConversations, {
    query: { page: 1, pageSize: 1, orderBy: "updatedAt", orderDirection: "DESC" },
  });
}

/**
 * The organization's agents: those the console holds a key for (the API cannot list agents), each with
 * its details read with the organization's key and its conversations with its own, all at once. An agent
 * whose details cannot be read is still listed, with the reason.
 */
export async function listOrganizationAgents(db: DatabaseExecutor, organization: ConsoleOrganization): Promise<AgentSummary[]> {
  const keys = (await listKeys(db, { organizationId: organization.id })).filter(isAgentKey);
  const summaries = await Promise.all(
    keys.map(async (key) => {
      const [agent, activity] = await Promise.allSettled([
        callUpstream(db, asOrganization(organization), getAgent, { params: { id: key.agentId } }),
        readActivity(db, organization, key.agentId),
      ]);
      return toAgentSummary({ agentId: key.agentId, vaultKeyStatus: key.status, agent, activity });
    }),
  );
  return sortAgentSummaries(summaries);
}

/**
 * Creates an agent and, in the same request, the console's own key for it (kept in the vault), so the
 * agent is listed and usable at once. If the key cannot be created the agent still exists: the answer
 * says its key is missing and why.
 */
export async function createOrganizationAgent(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  body: CreateAgentBody,
  userId: string,
): Promise<AgentSummary> {
  const agent = await callUpstream(db, asOrganization(organization), createAgent, { body });
  const [key] = await Promise.allSettled([createConsoleKey(db, organization, agent.id, userId)]);
  const summary = toAgentSummary({
    agentId: agent.id,
    vaultKeyStatus: key.status === "fulfilled" ? "active" : undefined,
    agent: { status: "fulfilled", value: agent },
    activity: { status: "fulfilled", value: { totalItems: 0, data: [] } },
  });
  return key.status === "fulfilled" ? summary : { ...summary, problem: `The agent's key could not be created: ${describeFailure(key.reason)}` };
}

export async function getOrganizationAgent(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string) {
  return toAgentDetail(await callUpstream(db, asOrganization(organization), getAgent, { params: { id: agentId } }));
}

export async function updateOrganizationAgent(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  body: z.output<typeof updateAgentBody>,
) {
  return toAgentDetail(await callUpstream(db, asOrganization(organization), updateAgent, { params: { id: agentId }, body }));
}

export async function listAgentRoles(db: DatabaseExecutor, organization: ConsoleOrganization) {
  return callUpstream(db, asOrganization(organization), getAgentRoles);
}
