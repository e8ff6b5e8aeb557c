import { createCrawl, listCrawls } from "@/lib/console/contract/crawls";
import { createAgentCrawl, listAgentCrawls } from "@/lib/console/crawls/crawls";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const GET = handleConsoleRoute(listCrawls, async ({ db, organization, params }) => listAgentCrawls(db, { organization, agentId: params.agentId }));

export const POST = handleConsoleRoute(createCrawl, async ({ db, organization, params, body, audit }) => {
  audit.target = `agent:${params.agentId}`;
  const created = await createAgentCrawl(db, { organization, agentId: params.agentId }, body);
  audit.target = `agent:${params.agentId} crawl:${created.id} (${created.url})`;
  return created;
});
