import robotsParser from "robots-parser";

import { FetchFailure } from "./fetch-failure";

/** How the crawler names itself to servers and in robots.txt groups. */
export const crawlerUserAgent = "SwitchboardBot";

/** A robots.txt fetch: the status and text it answered with; no answer at all is thrown (a FetchFailure says why). */
export type RobotsFetch = (robotsUrl: URL) => Promise<{ status: number; text: string }>;

export type RobotsVerdict =
  | { kind: "allowed" }
  /** The site asks crawlers not to fetch the page: it is skipped. */
  | { kind: "disallowed"; reason: string }
  /** The site's robots.txt could not be read, so nothing of it is fetched: the page fails with the reason. */
  | { kind: "unreachable"; reason: string };

type SiteRules = (url: URL) => RobotsVerdict;

const allowAll: SiteRules = () => ({ kind: "allowed" });

async function loadSiteRules(fetchRobots: RobotsFetch, origin: string): Promise<SiteRules> {
  const robotsUrl = new URL("/robots.txt", origin);
  let answer: { status: number; text: string };
  try {
    answer = await fetchRobots(robotsUrl);
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    return () => ({ kind: "unreachable", reason: error.reason });
  }
  if (answer.status >= 500) return () => ({ kind: "unreachable", reason: `robots.txt answered HTTP ${answer.status}` });
  if (answer.status < 200 || answer.status >= 300) return allowAll;
  const robots = robotsParser(robotsUrl.href, answer.text);
  return (url) => (robots.isAllowed(url.href, crawlerUserAgent) === false ? { kind: "disallowed", reason: "disallowed by robots.txt" } : { kind: "allowed" });
}

export type RobotsRules = {
  /** Whether the crawl may fetch the page; `fetchRobots` reads the site's robots.txt the first time it is needed. */
  verdictFor(url: URL, fetchRobots: RobotsFetch): Promise<RobotsVerdict>;
};

/**
 * robots.txt rules for one crawl: each site's file is fetched once, on first need, and kept (unless
 * the fetch was abandoned, e.g. by a cancel). A missing file (4xx, or a redirect) allows everything; a
 * server error (5xx) or no answer at all means nothing of the site is fetched (RFC 9309).
 */
export function createRobotsRules(): RobotsRules {
  const sites = new Map<string, Promise<SiteRules>>();
  return {
    async verdictFor(url, fetchRobots) {
      let site = sites.get(url.origin);
      if (!site) {
        site = loadSiteRules(fetchRobots, url.origin);
        sites.set(url.origin, site);
        site.catch(() => sites.delete(url.origin));
      }
      return (await site)(url);
    },
  };
}
