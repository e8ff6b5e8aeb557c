import { cancelAgentCrawl, requireCrawlSegment } from "@/lib/console/crawls";
import { route } from "@/lib/console/route";
import { crawlView } from "@/lib/schemas/console/crawls";

/** Stops the crawl in progress; pages it already indexed stay in the agent's knowledge. */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: crawlView, action: "crawl.cancel" },
  async ({ db, organization, params, audit }) => {
    const agentId = requireCrawlSegment(params.agentId, "agent");
    const crawlId = requireCrawlSegment(params.crawlId, "crawl");
    audit.target = `agent:${agentId} crawl:${crawlId}`;
    const cancelled = await cancelAgentCrawl(db, { organization: organization!, agentId, crawlId });
    if (cancelled.lastRun) audit.details = { runId: cancelled.lastRun.id };
    return cancelled;
  },
);
