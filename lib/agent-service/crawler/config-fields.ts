import type { z } from "zod";

import type { updateScrapingConfigBody } from "@/lib/schemas/agent-api/scraping";

import { normalizeCrawlUrl } from "./normalize-url";
import { toPathPattern } from "./path-patterns";

type ConfigBody = z.output<typeof updateScrapingConfigBody>;

export type ConfigFields = Partial<{
  url: string;
  pageLimit: number;
  maxDepth: number;
  includePaths: string[];
  excludePaths: string[];
  allowedHosts: string[];
  frequency: NonNullable<ConfigBody["frequency"]>;
  autoUpload: boolean;
}>;

const distinct = (values: readonly string[]) => [...new Set(values)];
const patterns = (entries: readonly string[]) => distinct(entries.map(toPathPattern));

/**
 * The stored form of the fields a body gives: the URL normalised, patterns as paths (`excludeUrls`
 * joining `excludePaths`), hosts in lower case, lists without repeats. Fields the body leaves out stay out.
 */
export function configFieldsOf(body: ConfigBody): ConfigFields {
  const fields: ConfigFields = {};
  if (body.url !== undefined) fields.url = normalizeCrawlUrl(body.url)?.href ?? body.url;
  if (body.pageLimit !== undefined) fields.pageLimit = body.pageLimit;
  if (body.maxDepth !== undefined) fields.maxDepth = body.maxDepth;
  if (body.includePaths !== undefined) fields.includePaths = patterns(body.includePaths);
  if (body.excludePaths !== undefined || body.excludeUrls !== undefined) {
    fields.excludePaths = patterns([...(body.excludePaths ?? []), ...(body.excludeUrls ?? [])]);
  }
  if (body.allowedHosts !== undefined) fields.allowedHosts = distinct(body.allowedHosts.map((host) => host.toLowerCase()));
  if (body.frequency !== undefined) fields.frequency = body.frequency;
  if (body.autoUpload !== undefined) fields.autoUpload = body.autoUpload;
  return fields;
}
