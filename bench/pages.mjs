// Pages: Lighthouse's performance score (desktop preset, system Chromium) for the console's main pages, and
// the JavaScript each page loads first (gzip), read from the page's HTML and the built files it names.
import { loadavg } from "node:os";

import { firstLoadJavaScript } from "./support/browser-first-load.mjs";
import { auditPerformance, launchLighthouseChromium } from "./support/browser-lighthouse.mjs";
import { ConsoleSession } from "./support/console-session.mjs";
import { benchAdmin, startServer } from "./support/server.mjs";

export const title = "Pages";

const scoreTarget = { op: ">=", value: 95 };
const firstLoadTarget = { op: "<=", value: 150 };

/** One Lighthouse run varies with what else the machine does: each page is audited a few times and the median run kept. */
const runsPerPage = 3;

/** The run with the median score (of an odd number of runs), with its metrics. */
function medianAudit(audits) {
  const sorted = [...audits].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** The pages measured: the sign-in page signed out, the others as the super-admin in the demo organization. */
async function pagesToMeasure(session) {
  const organizations = await session.json("GET", "/api/console/organizations");
  const demo = organizations.find((organization) => organization.name === "Northwind Outfitters") ?? organizations[0];
  if (!demo) throw new Error("the demo organization is missing");
  const agents = await session.json("GET", `/api/console/organizations/${demo.id}/agents`);
  const agent = (Array.isArray(agents) ? agents : agents.agents).find((candidate) => candidate.name === "Northwind Support") ?? agents[0];
  return [
    { id: "sign-in", label: "Sign-in", path: "/login", isSignedIn: false },
    { id: "agents", label: "Agents list", path: "/agents", isSignedIn: true },
    { id: "agent-detail", label: "Agent detail", path: `/agents/${agent.id}`, isSignedIn: true },
    { id: "inbox", label: "Inbox", path: "/inbox", isSignedIn: true },
    { id: "usage", label: "Usage", path: "/usage", isSignedIn: true },
    { id: "admin", label: "Admin", path: "/admin", isSignedIn: true },
  ];
}

async function pageHtml(session, page) {
  const response = page.isSignedIn ? await session.request(page.path) : await fetch(new URL(page.path, session.baseUrl));
  if (response.status !== 200) throw new Error(`${page.path} answered ${response.status}`);
  return response.text();
}

export async function run(context) {
  const server = await startServer({ distDir: context.distDir });
  let chrome;
  try {
    const session = new ConsoleSession(server.baseUrl);
    await session.signIn(benchAdmin.email, benchAdmin.password);
    const pages = await pagesToMeasure(session);
    const measured = context.quick ? pages.filter((page) => ["sign-in", "agents"].includes(page.id)) : pages;
    const runs = context.quick ? 1 : runsPerPage;

    // Each page once before measuring, so the server's first-request work is not what Lighthouse sees.
    for (const page of pages) await pageHtml(session, page);

    const figures = [];
    for (const page of pages) {
      const firstLoad = firstLoadJavaScript(context.distDir, await pageHtml(session, page));
      figures.push({
        id: `pages.${page.id}.first-load-js`,
        label: `First-load JS, ${page.label} (${page.path.replace(/\/agents\/[^/]+/, "/agents/[agentId]")}), gzip`,
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
    for (const page of measured) {
      context.log(`pages: Lighthouse on ${page.path} (${runs} run${runs === 1 ? "" : "s"})`);
      const url = new URL(page.path, server.baseUrl).href;
      const audits = [];
      for (let run = 0; run < runs; run += 1) {
        const audit = await auditPerformance(chrome.port, url, page.isSignedIn ? { cookie: session.cookieHeader() } : {});
        if (new URL(audit.finalUrl).pathname !== new URL(url).pathname) throw new Error(`${page.path} ended at ${audit.finalUrl}`);
        audits.push(audit);
      }
      const median = medianAudit(audits);
      figures.push({
        id: `pages.${page.id}.lighthouse`,
        label: `Lighthouse performance, ${page.label}`,
        value: median.score,
        unit: "score",
        target: scoreTarget,
        details: { runs: audits.map((audit) => audit.score), ...median.metrics, loadAverage: Number(loadavg()[0].toFixed(1)) },
      });
    }
    return figures;
  } finally {
    await chrome?.kill();
    await server.stop();
  }
}
