import { agentCount } from "@/lib/queries/operator-agents/describe-operator-agents-change";
import type { AgentSummary } from "@/lib/schemas/console/agents";
import type { OperatorAgentsChange } from "@/lib/schemas/console/operator-agents";

type Agent = Pick<AgentSummary, "id" | "name">;

/** Above this many agents, the choice offers a search. */
export const agentSearchThreshold = 8;

/** An agent as the choice names it; one whose details could not be read is named by its id. */
export const agentLabel = (agent: Agent) => agent.name ?? `Agent ${agent.id}`;

/** What turning the chosen set into the new one gives and takes; an unchanged choice changes nothing. */
export function agentChoiceChange(before: readonly string[], after: ReadonlySet<string>): Required<OperatorAgentsChange> {
  const had = new Set(before);
  return { add: [...after].filter((id) => !had.has(id)), remove: before.filter((id) => !after.has(id)) };
}

/** The chosen agents with one ticked or unticked. */
export function withChoice(chosen: ReadonlySet<string>, agentId: string, isChosen: boolean): Set<string> {
  const next = new Set(chosen);
  if (isChosen) next.add(agentId);
  else next.delete(agentId);
  return next;
}

/** The agents whose name or id holds the search, ignoring case. */
export function matchingAgents<T extends Agent>(agents: readonly T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...agents];
  return agents.filter((agent) => agentLabel(agent).toLowerCase().includes(needle) || agent.id.toLowerCase().includes(needle));
}

/** How many of the agents are chosen, e.g. "2 of 5 agents chosen". */
export function choiceCount(chosen: number, total: number): string {
  return `${chosen} of ${agentCount(total)} chosen`;
}

/**
 * The agents an operator watches, by name in the organization's order; agents no longer listed (deleted, or
 * without a console key) are counted rather than named, and all of them when the agents are unknown.
 */
export function watchedAgentsLabel(agentIds: readonly string[], agents: readonly Agent[] | undefined): string {
  if (agentIds.length === 0) return "None yet";
  if (!agents) return agentCount(agentIds.length);
  const given = new Set(agentIds);
  const named = agents.filter((agent) => given.has(agent.id)).map(agentLabel);
  const unlisted = agentIds.length - named.length;
  const others = unlisted === 0 ? [] : [`${agentCount(unlisted)} no longer listed`];
  return [...named, ...others].join(", ");
}
