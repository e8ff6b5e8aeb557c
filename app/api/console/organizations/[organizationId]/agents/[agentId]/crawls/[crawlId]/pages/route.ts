import { listCrawlPages } from "@/lib/console/contract/crawls";
import { listAgentCrawlPages } from "@/lib/console/crawls/crawls";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listCrawlPages, async ({ db, organization, params, query }) => {
  return listAgentCrawlPages(db, { organization, ...params }, query);
});
