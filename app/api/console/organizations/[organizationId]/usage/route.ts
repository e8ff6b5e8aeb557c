import { getUsageOverview } from "@/lib/console/contract/usage";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { readUsageOverview } from "@/lib/console/usage/overview";
import { includesPlayground } from "@/lib/console/usage/playground-search";
import { rangeOfRequest } from "@/lib/console/usage/range";

export const GET = handleConsoleRoute(getUsageOverview, async ({ db, organization, request }) => {
  const { selection, range } = rangeOfRequest(request.nextUrl.searchParams);
  return readUsageOverview(db, organization, selection, range, includesPlayground(request.nextUrl.searchParams));
});
