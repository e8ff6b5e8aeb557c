import { channelLabel } from "./inbox-search";
import type { InboxFilters } from "./inbox-views";

/**
 * What the agent and channel filters let through, in a few words, for where the filters themselves are folded
 * away (a phone): "All agents and channels", "Northwind Support", "Northwind Support, Website".
 */
export function filterSummary(filters: InboxFilters, agents: readonly { id: string; name: string }[]): string {
  const agent = filters.agentId ? (agents.find((candidate) => candidate.id === filters.agentId)?.name ?? "One agent") : undefined;
  const channel = filters.channel ? channelLabel(filters.channel) : undefined;
  if (agent && channel) return `${agent}, ${channel}`;
  if (agent) return `${agent}, all channels`;
  if (channel) return `All agents, ${channel}`;
  return "All agents and channels";
}
