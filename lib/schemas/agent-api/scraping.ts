import { z } from "zod";

import { httpUrl } from "@/lib/schemas/http-url";

import { isoDateTime, pageOf, pageQuery } from "./common";

export const scrapingFrequencies = ["manual", "daily", "weekly", "monthly"] as const;
export const crawlRunStatuses = ["queued", "running", "completed", "failed", "cancelled"] as const;
/** The real deployment's crawl status vocabulary (note its spelling `canceled`). */
export const crawlingStatuses = ["not_started", "in_progress", "completed", "failed", "canceled"] as const;
export const crawlFormats = ["JSON", "MARKDOWN", "HTML", "CONTENT"] as const;

/** The crawler type this service reports: its own crawler, not one of the deployment's FIRECRAWL or APIFY. */
export const builtInCrawlerType = "BUILT_IN";

export const scrapingLimits = {
  pageLimit: { min: 1, max: 1000, default: 100 },
  maxDepth: { min: 0, max: 10, default: 2 },
  patternsPerList: 50,
} as const;

/** Values a new configuration gets for the fields its body leaves out. */
export const scrapingDefaults = {
  pageLimit: scrapingLimits.pageLimit.default,
  maxDepth: scrapingLimits.maxDepth.default,
  includePaths: [] as string[],
  excludePaths: [] as string[],
  allowedHosts: [] as string[],
  frequency: "manual" as (typeof scrapingFrequencies)[number],
  autoUpload: true,
};

const hasNoCredentials = (value: string) => {
  try {
    const url = new URL(value);
    return !url.username && !url.password;
  } catch {
    return false;
  }
};

const crawlUrl = httpUrl("must be an http or https URL")
  .refine(hasNoCredentials, "must not contain a user name or password")
  .meta({ description: "Where the crawl starts: an http or https URL. Its host is the one the crawl stays on." });

const isPathOrUrl = (value: string) => value.startsWith("/") || /^https?:\/\//i.test(value);

const pathPattern = z.string().trim().min(1).max(500).refine(isPathOrUrl, "must be a path starting with / (e.g. /docs/*) or an http(s) URL").meta({
  description:
    "A path pattern matched against a page's whole path: `*` stands for any characters, and `/docs/*` also matches `/docs` itself. An absolute URL counts as its path.",
});

const patternList = z.array(pathPattern).max(scrapingLimits.patternsPerList);

const hostName = z
  .string()
  .trim()
  .max(260)
  .regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/i, "must be a host name, optionally with :port")
  .meta({ description: "A host name (any port) or `host:port`." });

export const createScrapingConfigBody = z
  .object({
    url: crawlUrl,
    pageLimit: z.number().int().min(scrapingLimits.pageLimit.min).max(scrapingLimits.pageLimit.max).optional().meta({
      description: "Most pages a crawl takes on, 1 to 1,000 (default 100), whatever becomes of each: fetched, failed, or skipped (robots.txt, a redirect).",
    }),
    maxDepth: z
      .number()
      .int()
      .min(scrapingLimits.maxDepth.min)
      .max(scrapingLimits.maxDepth.max)
      .optional()
      .meta({ description: "How many links away from the start URL the crawl goes, 0 to 10 (default 2); 0 crawls the start URL only." }),
    includePaths: patternList
      .optional()
      .meta({ description: "When not empty, only pages whose path matches one of these are crawled; the start URL always is." }),
    excludePaths: patternList.optional().meta({ description: "Pages whose path matches one of these are never fetched." }),
    excludeUrls: patternList.optional().meta({ description: "The real deployment's name for exclusions; joins `excludePaths`." }),
    allowedHosts: z.array(hostName).max(scrapingLimits.patternsPerList).optional().meta({
      description:
        "Hosts besides the start URL's that links and redirects may lead to. They must still be public addresses unless the server's SCRAPER_ALLOWED_HOSTS lists them.",
    }),
    frequency: z.enum(scrapingFrequencies).optional().meta({
      description:
        "`manual` (default): crawls run only when asked. Otherwise a crawl also starts a day, a week or a calendar month after the last one finished (or after creation).",
    }),
    autoUpload: z
      .boolean()
      .optional()
      .meta({ description: "Add each crawled page to the agent's knowledge (default true). Off, a crawl only reports what it found." }),
  })
  .meta({ id: "CreateScrapingConfigBody" });

export const updateScrapingConfigBody = createScrapingConfigBody
  .partial()
  .meta({ id: "UpdateScrapingConfigBody", description: "The fields to change; fields left out keep their values." });

export const failedCrawlPage = z
  .looseObject({
    url: z.string(),
    reason: z.string().meta({ description: 'Why, e.g. "HTTP 404", "the address is not public", "redirected to another host (cdn.example.com)".' }),
    httpStatus: z.number().nullable().meta({ description: "The page's HTTP status, when it answered." }),
  })
  .meta({ id: "FailedCrawlPage" });

export const skippedCrawlPage = z
  .looseObject({ url: z.string(), reason: z.string() })
  .meta({ id: "SkippedCrawlPage", description: "A page found but not crawled: one robots.txt disallows, or a redirect." });

/** How many failed and skipped pages a run lists; its counts have the full numbers. */
export const listedCrawlPagesLimit = 100;

export const crawlRunResponse = z
  .looseObject({
    id: z.string(),
    status: z.enum(crawlRunStatuses),
    pagesFound: z.number().meta({ description: "Pages the crawl took on: linked within its scope, up to the page limit." }),
    pagesFetched: z.number().meta({ description: "Pages whose content was downloaded." }),
    pagesIndexed: z.number().meta({ description: "Pages added to the agent's knowledge." }),
    pagesFailed: z.number(),
    pagesSkipped: z
      .number()
      .meta({ description: "Pages found but not crawled: disallowed by robots.txt, or redirecting to another page (crawled as its own)." }),
    error: z.string().nullable().meta({ description: "Why the run failed, when it did." }),
    cancelRequestedAt: isoDateTime.nullable(),
    startedAt: isoDateTime.nullable(),
    finishedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    failedPages: z.array(failedCrawlPage).meta({ description: `The failed pages with their reasons, at most ${listedCrawlPagesLimit}.` }),
    skippedPages: z.array(skippedCrawlPage).meta({ description: `The skipped pages with their reasons, at most ${listedCrawlPagesLimit}.` }),
  })
  .meta({ id: "CrawlRunResponse", description: "One crawl. While it is queued or running, its counts move as pages are done." });

export const scrapingConfigResponse = z
  .looseObject({
    id: z.string(),
    agentId: z.string().nullish().meta({ description: "Extension: the agent the configuration belongs to." }),
    url: z.string(),
    startCrawledAt: isoDateTime.nullable().meta({ description: "When the latest crawl started." }),
    endCrawledAt: isoDateTime.nullable().meta({ description: "When the latest crawl finished." }),
    crawlerType: z.string().meta({ description: `The real deployment says FIRECRAWL or APIFY; this service crawls itself and says ${builtInCrawlerType}.` }),
    crawlFormat: z.enum(crawlFormats).meta({ description: "CONTENT: the page's main text, with its headings." }),
    excludeUrls: z.array(z.string()).nullable().meta({ description: "The real deployment's name for `excludePaths` (the same list)." }),
    pageLimit: z.number(),
    maxDepth: z.number(),
    frequency: z.enum(scrapingFrequencies),
    autoUpload: z.boolean(),
    crawlingStatus: z.enum(crawlingStatuses).meta({ description: "The latest crawl's status in the real deployment's words." }),
    includePaths: z.array(z.string()).nullish().meta({ description: "Extension: only pages whose path matches one of these are crawled (empty: all)." }),
    excludePaths: z.array(z.string()).nullish().meta({ description: "Extension: pages whose path matches one of these are never fetched." }),
    allowedHosts: z.array(z.string()).nullish().meta({ description: "Extension: hosts besides the start URL's that the crawl may visit." }),
    nextRunAt: isoDateTime.nullish().meta({ description: "Extension: when the next scheduled crawl starts; null for manual configurations." }),
    createdAt: isoDateTime.nullish().meta({ description: "Extension: when the configuration was created." }),
    updatedAt: isoDateTime.nullish().meta({ description: "Extension: when the configuration last changed." }),
    lastRun: crawlRunResponse.nullish().meta({ description: "Extension: the latest crawl, with its failed pages; null before the first." }),
  })
  .meta({ id: "ScrapingConfigResponse", description: "A scraping configuration: the real deployment's ScrapingConfigResponseDTO, with its latest crawl." });

export const scrapingConfigsResponse = z.array(scrapingConfigResponse).meta({ id: "ScrapingConfigsResponse" });

export const crawlPageStatuses = ["found", "fetched", "indexed", "failed", "skipped"] as const;

export const listScrapingPagesQuery = pageQuery
  .pick({ page: true, pageSize: true })
  .extend({
    status: z
      .enum(crawlPageStatuses)
      .optional()
      .meta({ description: "Only pages with this outcome: `found` (waiting to be fetched), `fetched`, `indexed`, `failed` or `skipped`." }),
  })
  .meta({ id: "ListScrapingPagesQuery" });

export const crawlPageResponse = z
  .looseObject({
    url: z.string(),
    status: z.enum(crawlPageStatuses),
    depth: z.number().meta({ description: "Links away from the start URL." }),
    title: z.string().nullable().meta({ description: "The page's title, once fetched." }),
    httpStatus: z.number().nullable(),
    reason: z.string().nullable().meta({ description: "Why the page failed or was skipped, or was fetched but not indexed." }),
    updatedAt: isoDateTime,
  })
  .meta({ id: "CrawlPageResponse", description: "One page of a crawl and what became of it." });

export const crawlPagesPage = pageOf(crawlPageResponse, "CrawlPagePage");

export const scrapingConfigParams = z.object({
  id: z.string().min(1).meta({ description: "The agent's id." }),
  scrapingId: z.string().min(1).meta({ description: "The configuration's id." }),
});

export type ScrapingConfigResponse = z.input<typeof scrapingConfigResponse>;
export type CrawlRunResponse = z.input<typeof crawlRunResponse>;
export type ScrapingFrequency = (typeof scrapingFrequencies)[number];
export type CreateScrapingConfigBody = z.output<typeof createScrapingConfigBody>;
export type UpdateScrapingConfigBody = z.output<typeof updateScrapingConfigBody>;
export type CrawlPageResponse = z.input<typeof crawlPageResponse>;
