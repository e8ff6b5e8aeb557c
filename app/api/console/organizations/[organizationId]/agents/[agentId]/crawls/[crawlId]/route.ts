import { deleteAgentCrawl, getAgentCrawl, requireCrawlSegment, updateAgentCrawl } from "@/lib/console/crawls";
import { route } from "@/lib/console/route";
import { updateScrapingConfigBody } from "@/lib/schemas/agent-api/scraping";
import { crawlView } from "@/lib/schemas/console/crawls";

const roles = ["superadmin", "org_admin"] as const;

const targetOf = (params: Record<string, string>) => ({
  agentId: requireCrawlSegment(params.agentId, "agent"),
  crawlId: requireCrawlSegment(params.crawlId, "crawl"),
});

/** One scraping configuration with its latest crawl; polled while a crawl runs. */
export const GET = route({ roles, organization: true, response: crawlView }, async ({ db, organization, params }) =>
  getAgentCrawl(db, { organization: organization!, ...targetOf(params) }),
);

/** Changes the fields given; a crawl already running keeps the settings it started with. */
export const PATCH = route(
  { roles, organization: true, body: updateScrapingConfigBody, response: crawlView, action: "crawl.update" },
  async ({ db, organization, params, body, audit }) => {
    const target = targetOf(params);
    audit.target = `agent:${target.agentId} crawl:${target.crawlId}`;
    audit.details = { fields: Object.keys(body) };
    return updateAgentCrawl(db, { organization: organization!, ...target }, body);
  },
);

/** Deletes the configuration and its crawls, and its pages leave the agent's knowledge. */
export const DELETE = route({ roles, organization: true, action: "crawl.delete" }, async ({ db, organization, params, audit }) => {
  const target = targetOf(params);
  audit.target = `agent:${target.agentId} crawl:${target.crawlId}`;
  await deleteAgentCrawl(db, { organization: organization!, ...target });
});
