import { rangeSearchParams, type RangeSelection } from "@/lib/stats/prepare-range";

const segment = encodeURIComponent;
const usagePath = (organizationId: string) => `/api/console/organizations/${segment(organizationId)}/usage`;

/** The search of a usage request: the range and the viewer's time zone, in a fixed order so it keys the cache. */
export function usageSearch(selection: RangeSelection, timeZone: string): string {
  return new URLSearchParams({ ...rangeSearchParams(selection), tz: timeZone }).toString();
}

/** The console API routes behind the usage pages. */
export const usageApiPaths = {
  overview: (organizationId: string, search: string) => `${usagePath(organizationId)}?${search}`,
  agent: (organizationId: string, agentId: string, search: string) => `${usagePath(organizationId)}/agents/${segment(agentId)}?${search}`,
  conversations: (organizationId: string, agentId: string, search: string) =>
    `${usagePath(organizationId)}/agents/${segment(agentId)}/conversations?${search}`,
};
