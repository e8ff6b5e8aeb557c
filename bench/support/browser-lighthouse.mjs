import { launch } from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";

import { chromiumArgs, findChromium } from "../../lib/cli/chromium.mjs";

/** The system Chromium, started headless for Lighthouse to drive over its debugging port. */
export async function launchLighthouseChromium() {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("no Chromium found: install Debian's chromium or set CHROMIUM_PATH");
  return launch({ chromePath, chromeFlags: ["--headless=new", ...chromiumArgs], logLevel: "silent" });
}

/**
 * Lighthouse's performance category for one page, desktop preset, with the console session's cookie on every
 * request when given. Answers the score (0–100) and the metrics behind it.
 */
export async function auditPerformance(port, url, { cookie } = {}) {
  const result = await lighthouse(
    url,
    {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      // Neither changes a metric; both save time on every run.
      disableFullPageScreenshot: true,
      skipAboutBlank: true,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    },
    desktopConfig,
  );
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
  const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    finalUrl: lhr.finalDisplayedUrl,
    metrics: {
      firstContentfulPaintMs: metric("first-contentful-paint"),
      largestContentfulPaintMs: metric("largest-contentful-paint"),
      totalBlockingTimeMs: metric("total-blocking-time"),
      cumulativeLayoutShift: Math.round((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
      speedIndexMs: metric("speed-index"),
    },
  };
}
