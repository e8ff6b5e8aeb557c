import { listAgentCrawlPages, requireCrawlSegment } from "@/lib/console/crawls";
import { route } from "@/lib/console/route";
import { ConsoleRouteError } from "@/lib/console/route-error";
import { listScrapingPagesQuery } from "@/lib/schemas/agent-api/scraping";
import { crawlPagesView } from "@/lib/schemas/console/crawls";

/** A page of the latest crawl's pages, each with what became of it; `status` keeps one outcome. */
export const GET = route({ roles: ["superadmin", "org_admin"], organization: true, response: crawlPagesView }, async ({ db, organization, params, request }) => {
  const query = listScrapingPagesQuery.safeParse(Object.fromEntries(request.nextUrl.searchParams));
  if (!query.success) throw new ConsoleRouteError(400, "INVALID_INPUT", "The page, its size or the outcome asked for is not one the list offers.");
  const target = { agentId: requireCrawlSegment(params.agentId, "agent"), crawlId: requireCrawlSegment(params.crawlId, "crawl") };
  return listAgentCrawlPages(db, { organization: organization!, ...target }, query.data);
});
