import { createScrapingConfigBody, listScrapingPagesQuery, updateScrapingConfigBody } from "@/lib/schemas/agent-api/scraping";
import { crawlList, crawlPagesView, crawlView } from "@/lib/schemas/console/crawls";

import { defineConsoleRoute } from "./define";
import { pathParams } from "./path-params";

const tag = "Crawls";
const roles = ["superadmin", "org_admin"] as const;
const organizationId = pathParams.organization;
const agentId = pathParams.agent;
const crawlId = pathParams.crawl;

export const listCrawls = defineConsoleRoute({
  id: "listCrawls",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/crawls",
  params: { organizationId, agentId },
  tag,
  summary: "The agent's scraping configurations, newest first, each with its latest crawl",
  roles,
  response: crawlList,
});

export const createCrawl = defineConsoleRoute({
  id: "createCrawl",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/crawls",
  params: { organizationId, agentId },
  tag,
  summary: "Adds a website to crawl for the agent; the API's refusals come back on their fields",
  roles,
  body: createScrapingConfigBody,
  response: crawlView,
  status: 201,
  action: "crawl.create",
});

export const getCrawl = defineConsoleRoute({
  id: "getCrawl",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/crawls/{crawlId}",
  params: { organizationId, agentId, crawlId },
  tag,
  summary: "One scraping configuration with its latest crawl; polled while a crawl runs",
  roles,
  response: crawlView,
});

export const updateCrawl = defineConsoleRoute({
  id: "updateCrawl",
  method: "PATCH",
  path: "/organizations/{organizationId}/agents/{agentId}/crawls/{crawlId}",
  params: { organizationId, agentId, crawlId },
  tag,
  summary: "Changes the fields given; a crawl already running keeps the settings it started with",
  roles,
  body: updateScrapingConfigBody,
  response: crawlView,
  action: "crawl.update",
});

export const deleteCrawl = defineConsoleRoute({
  id: "deleteCrawl",
  method: "DELETE",
  path: "/organizations/{organizationId}/agents/{agentId}/crawls/{crawlId}",
  params: { organizationId, agentId, crawlId },
  tag,
  summary: "Deletes the configuration and its crawls, and its pages leave the agent's knowledge",
  roles,
  action: "crawl.delete",
});

export const runCrawl = defineConsoleRoute({
  id: "runCrawl",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/crawls/{crawlId}/run",
  params: { organizationId, agentId, crawlId },
  tag,
  summary: "Starts a crawl now; the configuration comes back with the new crawl queued",
  roles,
  response: crawlView,
  action: "crawl.run",
});

export const cancelCrawl = defineConsoleRoute({
  id: "cancelCrawl",
  method: "POST",
  path: "/organizations/{organizationId}/agents/{agentId}/crawls/{crawlId}/cancel",
  params: { organizationId, agentId, crawlId },
  tag,
  summary: "Stops the crawl in progress; pages it already indexed stay in the agent's knowledge",
  roles,
  response: crawlView,
  action: "crawl.cancel",
});

export const listCrawlPages = defineConsoleRoute({
  id: "listCrawlPages",
  method: "GET",
  path: "/organizations/{organizationId}/agents/{agentId}/crawls/{crawlId}/pages",
  params: { organizationId, agentId, crawlId },
  tag,
  summary: "A page of the latest crawl's pages, each with what became of it; `status` keeps one outcome",
  description: "A page, page size or outcome the list does not offer is refused with 400 `INVALID_INPUT`.",
  roles,
  query: listScrapingPagesQuery,
  queryRefusal: { message: "The page, its size or the outcome asked for is not one the list offers." },
  response: crawlPagesView,
});
