import { requireCrawlSegment, runAgentCrawl } from "@/lib/console/crawls";
import { route } from "@/lib/console/route";
import { crawlView } from "@/lib/schemas/console/crawls";

/** Starts a crawl now; the configuration comes back with the new crawl queued. */
export const POST = route(
  { roles: ["superadmin", "org_admin"], organization: true, response: crawlView, action: "crawl.run" },
  async ({ db, organization, params, audit }) => {
    const agentId = requireCrawlSegment(params.agentId, "agent");
    const crawlId = requireCrawlSegment(params.crawlId, "crawl");
    audit.target = `agent:${agentId} crawl:${crawlId}`;
    const started = await runAgentCrawl(db, { organization: organization!, agentId, crawlId });
    if (started.lastRun) audit.details = { runId: started.lastRun.id };
    return started;
  },
);
