import { withPlaygroundChoice } from "@/lib/console/usage/playground-search";
import { rangeSearchParams, type RangeSelection } from "@/lib/stats/prepare-range";

const segment = encodeURIComponent;
const usagePath = (organizationId: string) => `/api/console/organizations/${segment(organizationId)}/usage`;

/**
 * The search of a usage request: the range, the viewer's time zone and whether the playground's test chats
 * count, in a fixed order so it keys the cache.
 */
export function usageSearch(selection: RangeSelection, timeZone: string, isPlaygroundIncluded = false): string {
  return withPlaygroundChoice(new URLSearchParams({ ...rangeSearchParams(selection), tz: timeZone }), isPlaygroundIncluded).toString();
}

/** The console API routes behind the usage pages. */
export const usageApiPaths = {
  overview: (organizationId: string, search: string) => `${usagePath(organizationId)}?${search}`,
  agent: (organizationId: string, agentId: string, search: string) => `${usagePath(organizationId)}/agents/${segment(agentId)}?${search}`,
  conversations: (organizationId: string, agentId: string, search: string) =>
    `${usagePath(organizationId)}/agents/${segment(agentId)}/conversations?${search}`,
};
