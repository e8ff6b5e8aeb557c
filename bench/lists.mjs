/**
 * Lists: a DataTable of 10,000 rows scrolls without a long task over 50 ms. One agent of the embedded service
 * gets 10,000 knowledge files (seeded in SQL, `seed-files.mjs`); its Knowledge tab is opened in Chromium and
 * the files list scrolled from top to bottom a wheel step at a time while a PerformanceObserver records long
 * tasks. Also measured: the time to the first rows, and how many rows the page draws at once (virtualised).
 */
import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { agentFileCount, seedAgentFiles } from "./seed-files.mjs";
import { openSeedTarget } from "./seed-scale.mjs";
import { connectInboxAgent } from "./support/browser-inbox.mjs";
import { launchChromium, signedInContext } from "./support/browser.mjs";
import { ConsoleSession } from "./support/console-session.mjs";
import { scrollDataTable } from "./support/list-scroll-browser.mjs";
import { longTaskLimitMs } from "./support/scale-browser.mjs";
import { benchAdmin, freePort, startServer } from "./support/server.mjs";
import { round } from "./support/stats.mjs";
import { testSuperAdminKeys } from "../tests/support/test-server.mjs";

export const title = "Lists";

const files = 10_000;
/** Far below the list's rows: only the rows in view, and a few around them, are in the page. */
const renderedTarget = 100;

export async function run(context) {
  const { log, quick } = context;
  // A quick run scrolls in longer steps: fewer of them, the same list top to bottom.
  const stepPx = quick ? 1_600 : 480;
  const port = await freePort();
  const env = { AGENT_SERVICE_SUPER_ADMIN_KEY: testSuperAdminKeys.us, SWITCHBOARD_DEMO_DATA: "false" };
  let server = await startServer({ distDir: context.distDir, port, env });
  const dataDir = server.dataDir;
  const session = new ConsoleSession(server.baseUrl);
  let browser;
  try {
    await session.signIn(benchAdmin.email, benchAdmin.password);
    const agent = await connectInboxAgent(server.baseUrl, session, "Lists");
    session.setCookie("sb-org", agent.organizationId);
    await server.stop({ keepData: true });
    server = undefined;

    const db = await openSeedTarget({ dataDir });
    const seedStarted = performance.now();
    let seeded;
    try {
      await seedAgentFiles(db.query, { agentId: agent.agentId, from: await agentFileCount(db.query, agent.agentId), to: files });
      seeded = await agentFileCount(db.query, agent.agentId);
    } finally {
      await db.close();
    }
    const seedMs = performance.now() - seedStarted;
    server = await startServer({ distDir: context.distDir, port, dataDir, env });
    log(`lists: ${seeded} knowledge files seeded in ${Math.round(seedMs)} ms, server up in ${Math.round(server.startMs)} ms`);

    browser = await launchChromium();
    const browserContext = await signedInContext(browser, session);
    const knowledge = `/agents/${agent.agentId}/knowledge`;
    let scroll;
    try {
      // Once untimed: the server's first render of the page and its first read of the files are not the list's.
      await scrollDataTable(browserContext, { path: knowledge, label: "files", maxSteps: 0 });
      scroll = await scrollDataTable(browserContext, { path: knowledge, label: "files", stepPx, cpuProfile: process.env.BENCH_PROFILE === "1" });
    } finally {
      await browserContext.close();
    }
    if (scroll.profile) {
      const profileFile = path.join(tmpdir(), `switchboard-lists-scroll-${Date.now()}.cpuprofile`);
      writeFileSync(profileFile, JSON.stringify(scroll.profile));
      log(`lists: CPU profile of the scrolling in ${profileFile}`);
    }
    log(
      `lists: first rows at ${round(scroll.firstRowsMs)} ms; ${scroll.rowsInList} rows, at most ${scroll.renderedMax} drawn; ${scroll.steps} steps of ${stepPx} px in ${round(scroll.scrollMs)} ms; longest task ${round(scroll.longestTaskWhileScrollingMs)} ms (${scroll.longTasksWhileScrolling} long tasks)`,
    );
    if (!scroll.reachedEnd || !scroll.lastRowShown) throw new Error(`the list was not scrolled to its last row (${scroll.steps} steps)`);
    return figuresOf({ seeded, seedMs, stepPx, scroll });
  } finally {
    await browser?.close();
    await server?.stop();
  }
}

function figuresOf({ seeded, seedMs, stepPx, scroll }) {
  const at = `${seeded.toLocaleString("en-US")} knowledge files`;
  return [
    {
      id: "lists.files-seeded",
      label: "Rows seeded in the list (an agent's knowledge files)",
      value: seeded,
      unit: "rows",
      details: { seedMs: Math.round(seedMs), rowsInList: scroll.rowsInList },
    },
    {
      id: "lists.scroll-longest-task.10k",
      label: `Longest task while scrolling the files list top to bottom, ${at}`,
      value: round(scroll.longestTaskWhileScrollingMs),
      unit: "ms",
      target: { op: "<=", value: longTaskLimitMs },
      details: {
        longTasks: scroll.longTasksWhileScrolling,
        overLimit: scroll.longTasksOverLimit,
        steps: scroll.steps,
        stepPx,
        scrollMs: Math.round(scroll.scrollMs),
        longestWhileLoadingMs: round(scroll.longestTaskWhileLoadingMs),
      },
    },
    {
      id: "lists.scroll-long-tasks.10k",
      label: `Long tasks (over 50 ms) while scrolling the files list, ${at}`,
      value: scroll.longTasksOverLimit,
      unit: "tasks",
      target: { op: "<=", value: 0 },
      details: { tasks: scroll.longTasksWhileScrollingList },
    },
    {
      id: "lists.rows-rendered.10k",
      label: `Files list rows in the page at most (virtualised: far below the ${scroll.rowsInList} in the list)`,
      value: scroll.renderedMax,
      unit: "rows",
      target: { op: "<=", value: renderedTarget },
      details: { isVirtualized: scroll.isVirtualized, rowsInList: scroll.rowsInList },
    },
    {
      id: "lists.first-rows.10k",
      label: `Time to the files list's first rows (from navigation), ${at}`,
      value: round(scroll.firstRowsMs),
      unit: "ms",
    },
  ];
}
