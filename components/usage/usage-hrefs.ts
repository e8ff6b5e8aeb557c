import { withPlaygroundChoice } from "@/lib/console/usage/playground-search";
import { rangeSearchParams, type RangeSelection } from "@/lib/console/usage/prepare-range";

const segment = encodeURIComponent;

/** The usage page of one agent, on the same range and with the same choice of counting the playground's test chats. */
export function usageAgentHref(agentId: string, selection: RangeSelection, isPlaygroundIncluded = false): string {
  return `/usage/agents/${segment(agentId)}?${withPlaygroundChoice(new URLSearchParams(rangeSearchParams(selection)), isPlaygroundIncluded)}`;
}

/** The search parameters of the conversations page that name the period: `start` and `end` (ISO instants). */
export const periodParams = { start: "start", end: "end" } as const;

/** The conversations behind a chart point: those the agent started in the point's period (and of one user, if given). */
export function usageConversationsHref(agentId: string, period: { from: string; to: string; userId?: string }, selection: RangeSelection): string {
  const search = new URLSearchParams({
    ...rangeSearchParams(selection),
    start: period.from,
    end: period.to,
    ...(period.userId ? { userId: period.userId } : {}),
  });
  return `/usage/agents/${segment(agentId)}/conversations?${search}`;
}
