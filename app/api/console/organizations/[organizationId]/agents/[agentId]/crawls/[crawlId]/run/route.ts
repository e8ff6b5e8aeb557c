import { runCrawl } from "@/lib/console/contract/crawls";
import { runAgentCrawl } from "@/lib/console/crawls/crawls";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(runCrawl, async ({ db, organization, params, audit }) => {
  audit.target = `agent:${params.agentId} crawl:${params.crawlId}`;
  const started = await runAgentCrawl(db, { organization, ...params });
  if (started.lastRun) audit.details = { runId: started.lastRun.id };
  return started;
});
