import "server-only";

import type { z } from "zod";

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
import type { DatabaseExecutor } from "@/lib/db";
import type { CreateScrapingConfigBody, listScrapingPagesQuery, UpdateScrapingConfigBody } from "@/lib/schemas/agent-api/scraping";

import { toCrawlView } from "./crawl-views";
import type { ConsoleOrganization } from "../organizations/organizations";
import { callUpstream } from "../upstream/upstream";

/** Scraping configurations are managed with the organization's key (the API's scraping operations are organization-scoped). */
const asOrganization = (organization: ConsoleOrganization) => ({ as: "organization" as const, organization });

type Target = { organization: ConsoleOrganization; agentId: string };
type ConfigTarget = Target & { crawlId: string };

const configParams = ({ agentId, crawlId }: ConfigTarget) => ({ id: agentId, scrapingId: crawlId });

export async function listAgentCrawls(db: DatabaseExecutor, { organization, agentId }: Target) {
  const configs = await callUpstream(db, asOrganization(organization), listScrapingConfigs, { params: { id: agentId } });
  return configs.map(toCrawlView);
}

export async function createAgentCrawl(db: DatabaseExecutor, { organization, agentId }: Target, body: CreateScrapingConfigBody) {
  return toCrawlView(await callUpstream(db, asOrganization(organization), createScrapingConfig, { params: { id: agentId }, body }));
}

export async function getAgentCrawl(db: DatabaseExecutor, target: ConfigTarget) {
  return toCrawlView(await callUpstream(db, asOrganization(target.organization), getScrapingConfig, { params: configParams(target) }));
}

export async function updateAgentCrawl(db: DatabaseExecutor, target: ConfigTarget, body: UpdateScrapingConfigBody) {
  return toCrawlView(await callUpstream(db, asOrganization(target.organization), updateScrapingConfig, { params: configParams(target), body }));
}

export async function deleteAgentCrawl(db: DatabaseExecutor, target: ConfigTarget) {
  await callUpstream(db, asOrganization(target.organization), deleteScrapingConfig, { params: configParams(target) });
}

/** Queues a crawl now; the answer's latest crawl is the new one. */
export async function runAgentCrawl(db: DatabaseExecutor, target: ConfigTarget) {
  return toCrawlView(await callUpstream(db, asOrganization(target.organization), runScrapingConfig, { params: configParams(target) }));
}

/** Asks the crawl in progress to stop; pages already indexed stay in the agent's knowledge. */
export async function cancelAgentCrawl(db: DatabaseExecutor, target: ConfigTarget) {
  return toCrawlView(await callUpstream(db, asOrganization(target.organization), cancelScrapingConfig, { params: configParams(target) }));
}

/** A page of the latest crawl's pages, each with its outcome; a deployment without the list answers 404. */
export async function listAgentCrawlPages(db: DatabaseExecutor, target: ConfigTarget, query: z.output<typeof listScrapingPagesQuery>) {
  const found = await callUpstream(db, asOrganization(target.organization), listScrapingPages, { params: configParams(target), query });
  return { ...found, data: found.data.map(({ url, status, depth, title, httpStatus, reason }) => ({ url, status, depth, title, httpStatus, reason })) };
}
