// Pages: Lighthouse's performance score (desktop preset, system Chromium) for every console page and the sign-in
// page, and the JavaScript each page loads first (gzip), read from the page's HTML and the built files it names.
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";

import { firstLoadJavaScript } from "./support/browser-first-load.mjs";
import { auditPerformance, launchLighthouseChromium } from "./support/browser-lighthouse.mjs";
import { ConsoleSession } from "./support/console-session.mjs";
import { benchAdmin, startServer } from "./support/server.mjs";

export const title = "Pages";

const scoreTarget = { op: ">=", value: 95 };
const firstLoadTarget = { op: "<=", value: 150 };

/** One Lighthouse run varies with what else the machine does: each page is audited a few times and the median run kept. */
const runsPerPage = 3;

/** The pages a quick run scores: the sign-in page and one signed-in page. */
const quickPages = ["/login", "/agents"];

/** The run with the median score (of an odd number of runs), with its metrics. */
function medianAudit(audits) {
  const sorted = [...audits].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/**
 * The built app's pages, from its route manifest (source file → address): every page of the console's route group,
 * and the sign-in page. The invitation page (it needs an invitation's token) and the framed chat are not console pages.
 */
export function consolePageRoutes(routesManifest) {
  return Object.entries(routesManifest)
    .filter(([source]) => source.endsWith("/page") && (source.startsWith("/(console)/") || source === "/(auth)/login/page"))
    .map(([, route]) => route)
    .sort();
}

/** An address for a route: each `[parameter]` filled from `values`; throws for a parameter it has no value for. */
export function fillRoute(route, values) {
  return route.replace(/\[([^\]]+)\]/g, (_, name) => {
    if (!values[name]) throw new Error(`no value for [${name}] in ${route}`);
    return encodeURIComponent(values[name]);
  });
}

/** A figure's id for a route: its segments, parameters named without brackets ("agents.agentId.crawls"). */
const routeId = (route) => (route === "/" ? "home" : route.slice(1).replace(/[[\]]/g, "").replaceAll("/", "."));

/** Values for the routes' parameters in the demo organization: its support agent, a conversation and a pack. */
async function routeParameters(session) {
  const organizations = await session.json("GET", "/api/console/organizations");
  const demo = organizations.find((organization) => organization.name === "Northwind Outfitters") ?? organizations[0];
  if (!demo) throw new Error("the demo organization is missing");
  const base = `/api/console/organizations/${demo.id}`;
  const agents = await session.json("GET", `${base}/agents`);
  const agent = agents.find((candidate) => candidate.name === "Northwind Support") ?? agents[0];
  const { conversations } = await session.json("GET", `${base}/inbox/conversations`);
  const conversation = conversations.find((candidate) => candidate.agentId === agent.id) ?? conversations[0];
  // The demo data has no pack: the bench makes one, empty, in its own fresh data directory.
  const pack = await session.json("POST", `${base}/packs`, { name: "Bench pack", description: "A pack for the page benchmark." });
  return { agentId: agent?.id, conversationId: conversation?.id, packId: pack.id };
}

async function pageHtml(session, page) {
  const response = page.isSignedIn ? await session.request(page.path) : await fetch(new URL(page.path, session.baseUrl));
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  return response.text();
}

export async function run(context) {
  const routesManifest = JSON.parse(readFileSync(path.join(context.projectRoot, context.distDir, "app-path-routes-manifest.json"), "utf8"));
  const routes = consolePageRoutes(routesManifest);
  const server = await startServer({ distDir: context.distDir });
  let chrome;
  try {
    const session = new ConsoleSession(server.baseUrl);
    await session.signIn(benchAdmin.email, benchAdmin.password);
    const parameters = await routeParameters(session);
    // The sign-in page signed out; the others as the super-admin in the demo organization.
    const pages = routes.map((route) => ({ id: routeId(route), route, path: fillRoute(route, parameters), isSignedIn: route !== "/login" }));
    const measured = context.quick ? pages.filter((page) => quickPages.includes(page.route)) : pages;
    const runs = context.quick ? 1 : runsPerPage;
    context.log(`pages: ${pages.length} pages from the route manifest, Lighthouse on ${measured.length}, ${runs} run${runs === 1 ? "" : "s"} each`);

    // Each page once before measuring, so the server's first-request work is not what Lighthouse sees.
    for (const page of pages) await pageHtml(session, page);

    const figures = [];
    for (const page of pages) {
      const firstLoad = firstLoadJavaScript(context.distDir, await pageHtml(session, page));
      figures.push({
        id: `pages.${page.id}.first-load-js`,
        label: `First-load JS, ${page.route}, gzip`,
        value: Math.round(firstLoad.gzipBytes / 102.4) / 10,
        unit: "kB",
        target: firstLoadTarget,
        // The page's HTML as the browser gets it, its <script src> (less nomodule) and script preloads, each built file gzipped.
        details: {
          method: "HTML script sources, gzip -9",
          files: firstLoad.files.length,
          largest: [...firstLoad.files].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5),
        },
      });
    }

    chrome = await launchLighthouseChromium();
    const lighthouseStarted = performance.now();
    for (const page of measured) {
      const url = new URL(page.path, server.baseUrl).href;
      const audits = [];
      for (let run = 0; run < runs; run += 1) {
        const audit = await auditPerformance(chrome.port, url, page.isSignedIn ? { cookie: session.cookieHeader() } : {});
        if (new URL(audit.finalUrl).pathname !== new URL(url).pathname) throw new Error(`${page.path} ended at ${audit.finalUrl}`);
        audits.push(audit);
      }
      const median = medianAudit(audits);
      context.log(`pages: Lighthouse ${median.score} on ${page.route} (runs ${audits.map((audit) => audit.score).join(", ")})`);
      figures.push({
        id: `pages.${page.id}.lighthouse`,
        label: `Lighthouse performance, ${page.route}${runs === 1 ? "" : `, median of ${runs}`}`,
        value: median.score,
        unit: "score",
        target: scoreTarget,
        details: { runs: audits.map((audit) => audit.score), ...median.metrics, loadAverage: Number(loadavg()[0].toFixed(1)) },
      });
    }
    context.log(`pages: Lighthouse took ${Math.round((performance.now() - lighthouseStarted) / 1000)} s for ${measured.length * runs} audits`);
    return figures;
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}
