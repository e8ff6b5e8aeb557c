import "server-only";

import { serverEnv } from "@/lib/env";

import type { CrawlGet } from "./crawl-slice";
import { httpGet } from "./http-get";
import { crawlerUserAgent } from "./robots";
import { isTrustedHost } from "../webhooks/url-policy";

export const pageTimeoutMs = 10_000;
export const maxPageBytes = 2 * 1024 * 1024;
/** robots.txt beyond this is not read (Google reads 500 KiB). */
export const maxRobotsBytes = 512 * 1024;

const pageAccept = "text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,text/markdown;q=0.8,*/*;q=0.1";

/**
 * The crawler's GET over the network: 10 s per request, 2 MiB per page, and only to public addresses
 * unless SCRAPER_ALLOWED_HOSTS lists the host.
 */
export const crawlerGet: CrawlGet = (url, { signal, purpose }) =>
  httpGet(url, {
    signal,
    timeoutMs: pageTimeoutMs,
    maxBytes: purpose === "robots" ? maxRobotsBytes : maxPageBytes,
    isTrustedHost: isTrustedHost(url, { allowedHosts: serverEnv().SCRAPER_ALLOWED_HOSTS }),
    userAgent: `${crawlerUserAgent}/1.0`,
    accept: purpose === "robots" ? "text/plain" : pageAccept,
  });
