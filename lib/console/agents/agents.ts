import "server-only";
import type { z } from "zod";

import { createAgent, getAgent, getAgentRoles, updateAgent } from "@/lib/agent-api/contract/agents";
import { listConversations } from "@/lib/agent-api/contract/conversations";
import { getPlatformUserAgents } from "@/lib/agent-api/contract/organization-users";
import { listPlatformUsers } from "@/lib/agent-api/contract/platform-users";
import type { DatabaseExecutor } from "@/lib/db";
import type { CreateAgentBody, updateAgentBody } from "@/lib/schemas/agent-api/agents";
import type { AgentSummary } from "@/lib/schemas/console/agents";

import { agentsToList, describeFailure, sortAgentSummaries, toAgentDetail, toAgentSummary } from "./agent-views";
import { createConsoleKey } from "../keys/agent-keys";
import type { ConsoleOrganization } from "../organizations/organizations";
import { remember } from "../upstream/remember";
import { callUpstream } from "../upstream/upstream";
import { listKeys, type VaultKeyInfo } from "../vault";

const asOrganization = (organization: ConsoleOrganization) => ({ as: "organization" as const, organization });

type AgentVaultKey = VaultKeyInfo & { agentId: string };
const isAgentKey = (key: VaultKeyInfo): key is AgentVaultKey => key.scope === "agent" && Boolean(key.agentId);

/** How long the agents list keeps an agent's activity. */
const activityCacheMs = 30_000;

/**
 * The latest conversation and the count, read with the agent's own key and remembered for 30 s under that
 * key's identity and status. Listing conversations is one of the API's AI-backed operations, whose rate
 * (300 a minute) the organization's customers share: without this, every view of the list would spend one
 * of them per agent. A new or revoked console key is a new entry, so its state shows at once; a refusal is
 * not remembered.
 */
function readActivity(db: DatabaseExecutor, organization: ConsoleOrganization, key: AgentVaultKey) {
  return remember(`agents:activity:${organization.id}:${key.agentId}:${key.id}:${key.status}`, activityCacheMs, () =>
    callUpstream(db, { as: "agent", organization, agentId: key.agentId }, listConversations, {
      query: { page: 1, pageSize: 1, orderBy: "updatedAt", orderDirection: "DESC" },
    }),
  );
}

/**
 * Every agent of the organization, read with its own key. The API has no plain list of agents; an owner of
 * the organization works on every agent, so the agents of its first owner are all of them. Undefined when the
 * organization has no owner to ask through.
 */
async function listAgentsOfOrganization(db: DatabaseExecutor, organization: ConsoleOrganization) {
  const [owner] = await callUpstream(db, asOrganization(organization), listPlatformUsers, { query: { role: "owner" } });
  if (!owner) return undefined;
  return callUpstream(db, asOrganization(organization), getPlatformUserAgents, { query: { userId: owner.id } });
}

/**
 * The organization's agents, whether the console holds a key for them or not (those without one are listed
 * with the key missing, never dropped), and any agent it holds a key for that the listing left out. Details
 * come from the listing or are read with the organization's key, conversations with the agent's own key, all
 * at once. If the organization cannot be listed, the agents the console holds keys for are. An agent whose
 * details cannot be read is still listed, with the reason.
 */
export async function listOrganizationAgents(db: DatabaseExecutor, organization: ConsoleOrganization): Promise<AgentSummary[]> {
  const [keys, listed] = await Promise.all([
    listKeys(db, { organizationId: organization.id }).then((all) => all.filter(isAgentKey)),
    listAgentsOfOrganization(db, organization).catch((error: unknown) => {
      console.error(
        `agents of organization ${organization.id}: the organization's listing failed; listing the agents the console holds keys for`,
        describeFailure(error),
      );
      return undefined;
    }),
  ]);
  const summaries = await Promise.all(
    agentsToList(listed, keys).map(async ({ agentId, agent, key }) => {
      const [details, activity] = await Promise.allSettled([
        agent ?? callUpstream(db, asOrganization(organization), getAgent, { params: { id: agentId } }),
        // Without a key of its own, the agent's conversations cannot be counted.
        key ? readActivity(db, organization, key) : Promise.reject(new Error("no console key")),
      ]);
      return toAgentSummary({ agentId, vaultKeyStatus: key?.status, agent: details, activity });
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
