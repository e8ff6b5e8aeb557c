import { cancelCrawl } from "@/lib/console/contract/crawls";
import { cancelAgentCrawl } from "@/lib/console/crawls/crawls";
import { handleConsoleRoute } from "@/lib/console/route/route";

export const POST = handleConsoleRoute(cancelCrawl, async ({ db, organization, params, audit }) => {
  audit.target = `agent:${params.agentId} crawl:${params.crawlId}`;
  const cancelled = await cancelAgentCrawl(db, { organization, ...params });
  if (cancelled.lastRun) audit.details = { runId: cancelled.lastRun.id };
  return cancelled;
});
