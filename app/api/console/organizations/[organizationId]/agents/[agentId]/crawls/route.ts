import { createAgentCrawl, listAgentCrawls, requireCrawlSegment } from "@/lib/console/crawls";
import { route } from "@/lib/console/route";
import { createScrapingConfigBody } from "@/lib/schemas/agent-api/scraping";
import { crawlList, crawlView } from "@/lib/schemas/console/crawls";

const roles = ["superadmin", "org_admin"] as const;

/** The agent's scraping configurations, newest first, each with its latest crawl. */
export const GET = route({ roles, organization: true, response: crawlList }, async ({ db, organization, params }) =>
  listAgentCrawls(db, { organization: organization!, agentId: requireCrawlSegment(params.agentId, "agent") }),
);

/** Adds a website to crawl for the agent; the API's refusals come back on their fields. */
export const POST = route(
  { roles, organization: true, body: createScrapingConfigBody, response: crawlView, action: "crawl.create", successStatus: 201 },
  async ({ db, organization, params, body, audit }) => {
    const agentId = requireCrawlSegment(params.agentId, "agent");
    audit.target = `agent:${agentId}`;
    const created = await createAgentCrawl(db, { organization: organization!, agentId }, body);
    audit.target = `agent:${agentId} crawl:${created.id} (${created.url})`;
    return created;
  },
);
