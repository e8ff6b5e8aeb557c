import { deleteCrawl, getCrawl, updateCrawl } from "@/lib/console/contract/crawls";
import { deleteAgentCrawl, getAgentCrawl, updateAgentCrawl } from "@/lib/console/crawls/crawls";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(getCrawl, async ({ db, organization, params }) => getAgentCrawl(db, { organization, ...params }));

export const PATCH = handleConsoleRoute(updateCrawl, async ({ db, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId} crawl:${params.crawlId}`;
  audit.details = { fields: Object.keys(body) };
  return updateAgentCrawl(db, { organization, ...params }, body);
});

export const DELETE = handleConsoleRoute(deleteCrawl, async ({ db, organization, params, audit }) => {
  audit.target = `agent:${params.agentId} crawl:${params.crawlId}`;
  await deleteAgentCrawl(db, { organization, ...params });
});
