import { AgentApiError } from "@/lib/agent-api/errors";
import type { AgentResponse } from "@/lib/schemas/agent-api/agents";
import type { AgentDetail, AgentKeyStatus, AgentSummary } from "@/lib/schemas/console/agents";

import { ConsoleRouteError } from "../route/route-error";
import { describeUpstreamFailure } from "../upstream/upstream-errors";

/** What the agents list needs of a page of conversations: the total and the latest one. */
export type ActivityPage = { totalItems: number; data: { updatedAt: string }[] };

export type AgentSummaryInput = {
  agentId: string;
  /** The status of the console's key for the agent in the vault, or undefined when it holds none. */
  vaultKeyStatus: "active" | "failing" | undefined;
  agent: PromiseSettledResult<AgentResponse>;
  activity: PromiseSettledResult<ActivityPage>;
};

/** One agent to list: its details when the organization's listing gave them, and the console's key for it, if any. */
export type AgentToList<Key> = { agentId: string; agent: AgentResponse | undefined; key: Key | undefined };

/**
 * The agents to list: every agent of the organization's listing (with or without a key of the console),
 * then any agent the console holds a key for that the listing left out or that could not be listed.
 */
export function agentsToList<Key extends { agentId: string }>(listed: readonly AgentResponse[] | undefined, keys: readonly Key[]): AgentToList<Key>[] {
  const keyOf = new Map(keys.map((key) => [key.agentId, key]));
  const fromListing = (listed ?? []).map((agent) => ({ agentId: agent.id, agent, key: keyOf.get(agent.id) }));
  const seen = new Set(fromListing.map((entry) => entry.agentId));
  const onlyKeyed = [...keyOf.values()].filter((key) => !seen.has(key.agentId)).map((key) => ({ agentId: key.agentId, agent: undefined, key }));
  return [...fromListing, ...onlyKeyed];
}

/** A failure in the words the console shows: the upstream's meaning, or the console's own refusal. */
export function describeFailure(reason: unknown): string {
  if (reason instanceof AgentApiError) return describeUpstreamFailure(reason).body.error.message;
  if (reason instanceof ConsoleRouteError) return reason.message;
  return "The AI Agent API could not be reached for this agent.";
}

const isRefusedKey = (reason: unknown) => reason instanceof AgentApiError && reason.isForbidden;

/** The key a call with the agent's key was refused (403) is failing, even if the vault has not recorded it yet. */
export function agentKeyStatus(vaultKeyStatus: AgentSummaryInput["vaultKeyStatus"], activity: PromiseSettledResult<unknown>): AgentKeyStatus {
  if (!vaultKeyStatus) return "missing";
  if (activity.status === "rejected" && isRefusedKey(activity.reason)) return "failing";
  return vaultKeyStatus;
}

/** One row of the agents list from what the API said about the agent and its conversations. */
export function toAgentSummary({ agentId, vaultKeyStatus, agent, activity }: AgentSummaryInput): AgentSummary {
  const details = agent.status === "fulfilled" ? agent.value : undefined;
  const page = activity.status === "fulfilled" ? activity.value : undefined;
  return {
    id: agentId,
    name: details?.name ?? null,
    publicName: details?.publicName ?? null,
    status: details?.status ?? null,
    role: details?.role ?? null,
    tags: details?.tags ?? [],
    description: details?.description ?? null,
    conversations: page ? page.totalItems : null,
    lastActivityAt: page?.data[0]?.updatedAt ?? null,
    keyStatus: agentKeyStatus(vaultKeyStatus, activity),
    problem: agent.status === "rejected" ? describeFailure(agent.reason) : null,
  };
}

/** Agents by name (case-insensitive), those whose details are unknown last. */
export function sortAgentSummaries(summaries: readonly AgentSummary[]): AgentSummary[] {
  return [...summaries].sort((a, b) => {
    if (a.name === null || b.name === null) return a.name === b.name ? a.id.localeCompare(b.id) : a.name === null ? 1 : -1;
    return a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) || a.id.localeCompare(b.id);
  });
}

/** The agent's configuration, flat under the update body's names, with its skills. */
export function toAgentDetail(agent: AgentResponse): AgentDetail {
  const { defaultErrorMessage } = agent;
  return {
    id: agent.id,
    name: agent.name,
    publicName: agent.publicName,
    role: agent.role,
    status: agent.status,
    description: agent.description ?? null,
    tags: agent.tags ?? [],
    avatarUrl: agent.avatarUrl ?? null,
    defaultErrorMessage: typeof defaultErrorMessage === "string" ? defaultErrorMessage : null,
    instructions: agent.aiConfig.instructions,
    model: agent.aiConfig.model,
    temperature: agent.aiConfig.temperature,
    topP: agent.aiConfig.topP,
    isFileSearchEnabled: agent.aiConfig.isFileSearchEnabled,
    fileSearchMaxNumResults: agent.aiConfig.fileSearchMaxNumResults,
    isOutputJsonSchemaEnabled: agent.aiConfig.isOutputJsonSchemaEnabled ?? false,
    outputJsonSchema: agent.aiConfig.outputJsonSchema,
    skills: agent.skills.map(({ systemName, status }) => ({ systemName, status })),
  };
}
