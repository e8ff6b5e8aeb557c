import "server-only";
import { and, desc, eq } from "drizzle-orm";

import {
  cancelScrapingConfig,
  createScrapingConfig,
  deleteScrapingConfig,
  getScrapingConfig,
  listScrapingConfigs,
  listScrapingPages,
  runScrapingConfig,
  updateScrapingConfig,
} from "@/lib/agent-api/contract/scraping";
import type { Database } from "@/lib/db";
import { svcScrapingConfigs } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";
import { scrapingDefaults } from "@/lib/schemas/agent-api/scraping";

import "../crawler/crawl-job";
import "../crawler/scheduler";
import { configFieldsOf } from "../crawler/config-fields";
import { listRunPages } from "../crawler/crawl-pages";
import { latestRun, requestCancel, startCrawlRun, type ScrapingConfig } from "../crawler/crawl-runs";
import { nextRunAfter } from "../crawler/next-run";
import { scrapingConfigView } from "../crawler/present-config";
import { ensureScheduleTick } from "../crawler/schedule-tick";
import { removeConfigKnowledge } from "../crawler/web-page-knowledge";
import { badRequest, notFound } from "../errors";
import { implement } from "../implement";
import { wakeJobWorker } from "../jobs/worker";
import { page } from "../paging";
import { findOrganizationAgent } from "../records";

const what = "Scraping configuration";

/** A configuration of the agent, or 404 (one of another agent is not found either). */
async function findScrapingConfig(db: Database, agentId: string, configId: string): Promise<ScrapingConfig> {
  const [config] = isUuid(configId)
    ? await db
        .select()
        .from(svcScrapingConfigs)
        .where(and(eq(svcScrapingConfigs.id, configId.toLowerCase()), eq(svcScrapingConfigs.agentId, agentId)))
    : [];
  if (!config) throw notFound(what, configId);
  return config;
}

async function scheduleNextRun(db: Database, nextRunAt: Date | null) {
  if (nextRunAt) await ensureScheduleTick(db, nextRunAt);
}

export const scrapingHandlers = [
  implement(listScrapingConfigs, async ({ db, principal, params }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const configs = await db.select().from(svcScrapingConfigs).where(eq(svcScrapingConfigs.agentId, agent.id)).orderBy(desc(svcScrapingConfigs.createdAt));
    return Promise.all(configs.map((config) => scrapingConfigView(db, config)));
  }),

  implement(createScrapingConfig, async ({ db, principal, params, body }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const fields = { ...scrapingDefaults, ...configFieldsOf(body) };
    const nextRunAt = nextRunAfter(fields.frequency, new Date());
    const [config] = await db
      .insert(svcScrapingConfigs)
      .values({ ...fields, url: fields.url ?? body.url, agentId: agent.id, nextRunAt })
      .returning();
    await scheduleNextRun(db, nextRunAt);
    return scrapingConfigView(db, config!);
  }),

  implement(getScrapingConfig, async ({ db, principal, params }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    return scrapingConfigView(db, await findScrapingConfig(db, agent.id, params.scrapingId));
  }),

  /** A new frequency restarts the schedule's clock from now. */
  implement(updateScrapingConfig, async ({ db, principal, params, body }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const config = await findScrapingConfig(db, agent.id, params.scrapingId);
    const fields = configFieldsOf(body);
    const isNewFrequency = fields.frequency !== undefined && fields.frequency !== config.frequency;
    const nextRunAt = isNewFrequency ? nextRunAfter(fields.frequency!, new Date()) : config.nextRunAt;
    const [updated] = await db
      .update(svcScrapingConfigs)
      .set({ ...fields, nextRunAt, updatedAt: new Date() })
      .where(eq(svcScrapingConfigs.id, config.id))
      .returning();
    if (isNewFrequency) await scheduleNextRun(db, nextRunAt);
    return scrapingConfigView(db, updated!);
  }),

  /**
   * The configuration's row is locked while its pages leave the agent's knowledge, so a crawl indexing
   * a page meanwhile either finishes first (and its page is removed too) or finds the configuration gone.
   */
  implement(deleteScrapingConfig, async ({ db, principal, params }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const config = await findScrapingConfig(db, agent.id, params.scrapingId);
    await db.transaction(async (tx) => {
      await tx.select({ id: svcScrapingConfigs.id }).from(svcScrapingConfigs).where(eq(svcScrapingConfigs.id, config.id)).for("update");
      await removeConfigKnowledge(tx, agent.id, config.id);
      await tx.delete(svcScrapingConfigs).where(eq(svcScrapingConfigs.id, config.id));
    });
  }),

  implement(runScrapingConfig, async ({ db, principal, params }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const config = await findScrapingConfig(db, agent.id, params.scrapingId);
    const start = await startCrawlRun(db, config.id);
    if (!start.isStarted && start.reason === "missing") throw notFound(what, params.scrapingId);
    if (!start.isStarted) throw badRequest("A crawl is already running.", [{ field: "scrapingId", message: "a crawl is already queued or running" }]);
    wakeJobWorker();
    return scrapingConfigView(db, config);
  }),

  implement(cancelScrapingConfig, async ({ db, principal, params }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const config = await findScrapingConfig(db, agent.id, params.scrapingId);
    const run = await requestCancel(db, config.id);
    if (!run) throw badRequest("No crawl is running.", [{ field: "scrapingId", message: "no crawl is queued or running" }]);
    return scrapingConfigView(db, config);
  }),

  implement(listScrapingPages, async ({ db, principal, params, query }) => {
    const agent = await findOrganizationAgent(db, principal.organization.id, params.id);
    const config = await findScrapingConfig(db, agent.id, params.scrapingId);
    const run = await latestRun(db, config.id);
    const { pages, total } = run ? await listRunPages(db, run.id, query) : { pages: [], total: 0 };
    const data = pages.map((crawled) => ({
      url: crawled.url,
      status: crawled.status,
      depth: crawled.depth,
      title: crawled.title,
      httpStatus: crawled.httpStatus,
      reason: crawled.reason,
      updatedAt: crawled.updatedAt.toISOString(),
    }));
    return page(data, total, query.page, query.pageSize);
  }),
];
