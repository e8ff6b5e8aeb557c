import { listCrawlPages } from "@/lib/console/contract/crawls";
import { listAgentCrawlPages } from "@/lib/console/crawls/crawls";
import { handleConsoleRoute } from "@/lib/console/route/route";
import { ConsoleRouteError } from "@/lib/console/route/route-error";
import { listScrapingPagesQuery } from "@/lib/schemas/agent-api/scraping";

export const GET = handleConsoleRoute(listCrawlPages, async ({ db, organization, params, request }) => {
  const query = listScrapingPagesQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "The page, its size or the outcome asked for is not one the list offers.");
  return listAgentCrawlPages(db, { organization, ...params }, query.data);
});
