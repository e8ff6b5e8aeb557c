import { idParam } from "@/lib/schemas/agent-api/common";
import {
  crawlPagesPage,
  createScrapingConfigBody,
  listScrapingPagesQuery,
  scrapingConfigParams,
  scrapingConfigResponse,
  scrapingConfigsResponse,
  updateScrapingConfigBody,
} from "@/lib/schemas/agent-api/scraping";

import { defineOperation, type Operation } from "./operation";

const tag = "Scraping";
const scope = "organization";

export const listScrapingConfigs = defineOperation({
  id: "listScrapingConfigs",
  method: "get",
  path: "/agent-scraps/{id}/scraping",
  scope,
  tag,
  summary: "List scraping configurations",
  description: "All scraping configurations of agent {id}, newest first, each with its latest crawl.",
  params: idParam,
  status: 200,
  response: scrapingConfigsResponse,
  notFound: "Agent",
});

export const createScrapingConfig = defineOperation({
  id: "createScrapingConfig",
  method: "post",
  path: "/agent-scraps/{id}/scraping",
  scope,
  tag,
  summary: "Create scraping configuration",
  description:
    "Creates a configuration for agent {id}. Nothing is crawled until a run is triggered or, for a scheduled frequency, its first period has passed.",
  params: idParam,
  body: createScrapingConfigBody,
  status: 201,
  response: scrapingConfigResponse,
  notFound: "Agent",
});

export const getScrapingConfig = defineOperation({
  id: "getScrapingConfig",
  method: "get",
  path: "/agent-scraps/{id}/scraping/{scrapingId}",
  scope,
  tag,
  summary: "Get scraping configuration",
  description: "The configuration with its latest crawl: status, counts, and each failed or skipped page with its reason. Poll it to follow a crawl.",
  params: scrapingConfigParams,
  status: 200,
  response: scrapingConfigResponse,
  notFound: "Agent or scraping configuration",
});

export const updateScrapingConfig = defineOperation({
  id: "updateScrapingConfig",
  method: "put",
  path: "/agent-scraps/{id}/scraping/{scrapingId}",
  scope,
  tag,
  summary: "Update scraping configuration",
  description: "Changes the fields given. A crawl already running keeps the settings it started with.",
  params: scrapingConfigParams,
  body: updateScrapingConfigBody,
  status: 200,
  response: scrapingConfigResponse,
  notFound: "Agent or scraping configuration",
});

export const deleteScrapingConfig = defineOperation({
  id: "deleteScrapingConfig",
  method: "delete",
  path: "/agent-scraps/{id}/scraping/{scrapingId}",
  scope,
  tag,
  summary: "Delete scraping configuration",
  description: "Deletes the configuration and its crawls, stops a crawl in progress, and removes its pages from the agent's knowledge.",
  params: scrapingConfigParams,
  status: 204,
  notFound: "Agent or scraping configuration",
});

export const runScrapingConfig = defineOperation({
  id: "runScrapingConfig",
  method: "post",
  path: "/agent-scraps/{id}/scraping/{scrapingId}/run",
  scope,
  tag,
  summary: "Trigger manual crawl",
  description:
    "Queues a crawl and answers at once with the configuration, its `lastRun` being the new crawl (`queued`). The crawl fetches pages of the start URL's host (and `allowedHosts`) over HTTP(S), obeys robots.txt, follows no redirect to another host, refuses private, loopback and link-local addresses, and adds each page's text to the agent's knowledge. Poll the configuration to follow it.",
  params: scrapingConfigParams,
  status: 201,
  response: scrapingConfigResponse,
  notFound: "Agent or scraping configuration",
  badRequest: "A crawl is already running.",
});

export const cancelScrapingConfig = defineOperation({
  id: "cancelScrapingConfig",
  method: "post",
  path: "/agent-scraps/{id}/scraping/{scrapingId}/cancel",
  scope,
  tag,
  summary: "Cancel in-progress crawl",
  description:
    "Stops the queued or running crawl: a queued one is `cancelled` at once, a running one within a second (the page being fetched is abandoned). Pages already indexed stay in the agent's knowledge.",
  params: scrapingConfigParams,
  status: 200,
  response: scrapingConfigResponse,
  notFound: "Agent or scraping configuration",
  badRequest: "No crawl is running.",
});

export const listScrapingPages = defineOperation({
  id: "listScrapingPages",
  method: "get",
  path: "/agent-scraps/{id}/scraping/{scrapingId}/pages",
  scope,
  tag,
  summary: "List the pages of the latest crawl",
  description:
    "Extension: every page the latest crawl took on, in the order it crawls them (nearest the start URL first), each with its outcome, title, HTTP status and reason. Filter by `status`; an empty page before the first crawl.",
  params: scrapingConfigParams,
  query: listScrapingPagesQuery,
  status: 200,
  response: crawlPagesPage,
  notFound: "Agent or scraping configuration",
});

export const scrapingOperations: Operation[] = [
  listScrapingConfigs,
  createScrapingConfig,
  getScrapingConfig,
  updateScrapingConfig,
  deleteScrapingConfig,
  runScrapingConfig,
  cancelScrapingConfig,
  listScrapingPages,
];
