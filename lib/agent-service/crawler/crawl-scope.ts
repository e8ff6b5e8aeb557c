import { hostKey } from "./normalize-url";
import { matchesAnyPathPattern } from "./path-patterns";

export type CrawlScopeSettings = {
  startUrl: URL;
  /** `host` (any port) or `host:port` entries the crawl may go to besides the start URL's host. */
  allowedHosts: readonly string[];
  includePaths: readonly string[];
  excludePaths: readonly string[];
  maxDepth: number;
};

export type CrawlScope = {
  /** Whether the crawl may request this host at all: the start URL's, or one of the allowed hosts. */
  isHostAllowed(url: URL): boolean;
  /** Why a page `depth` links away from the start is not crawled, or undefined when it is. */
  refusalOf(url: URL, depth: number): string | undefined;
};

/**
 * Which pages one crawl covers: same host unless allowed, within depth, not excluded, and matched by
 * the include patterns when there are any (the start URL, depth 0, needs no include match).
 */
export function createCrawlScope(settings: CrawlScopeSettings): CrawlScope {
  const startHost = hostKey(settings.startUrl);
  const allowed = new Set(settings.allowedHosts.map((entry) => entry.trim().toLowerCase()));

  const isHostAllowed = (url: URL) => {
    const host = hostKey(url);
    return host === startHost || allowed.has(host) || allowed.has(url.hostname.toLowerCase());
  };

  return {
    isHostAllowed,
    refusalOf(url, depth) {
      if (!isHostAllowed(url)) return `another host (${hostKey(url)})`;
      if (depth > settings.maxDepth) return `deeper than ${settings.maxDepth}`;
      if (matchesAnyPathPattern(url.pathname, settings.excludePaths)) return "excluded by excludePaths";
      const isStartUrl = depth === 0;
      if (!isStartUrl && settings.includePaths.length > 0 && !matchesAnyPathPattern(url.pathname, settings.includePaths)) {
        return "not matched by includePaths";
      }
      return undefined;
    },
  };
}
