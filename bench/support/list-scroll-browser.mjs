import { longTaskLimitMs, recordLongTasks } from "./scale-browser.mjs";

/** One step: the rows in the page now, whether the list is at its end, then the wheel and two frames drawn. */
async function stepOnce(page, scroller, stepPx) {
  const state = await page.evaluate((selector) => {
    const element = selector ? document.querySelector(selector) : document.scrollingElement;
    const rows = (element ?? document).querySelectorAll("tbody:not([aria-hidden]) > tr:not([aria-hidden])").length;
    return { rows, atBottom: element.scrollTop + element.clientHeight >= element.scrollHeight - 1 };
  }, scroller);
  if (!state.atBottom) {
    await page.mouse.wheel(0, stepPx);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  }
  return state;
}

/**
 * Opens a page holding a `DataTable` named `label` in a signed-in context, waits for its first rows, then
 * scrolls the list from top to bottom a wheel step at a time (its own scrolling region when virtualised, the
 * page otherwise). Answers the time to the first rows, the rows the list holds and the most the page drew at
 * once, and the long tasks seen while scrolling (and while loading, apart). `cpuProfile` also records a
 * CPU profile of the scrolling (Chrome DevTools' format), to see where a long task's time went.
 */
export async function scrollDataTable(context, { path, label, stepPx = 480, maxSteps = 5000, cpuProfile = false }) {
  const page = await context.newPage();
  try {
    await page.addInitScript(recordLongTasks);
    await page.goto(path);
    const table = page.locator(`table[aria-label="${label}"]:not([aria-busy])`);
    await table.locator("tbody:not([aria-hidden]) > tr:not([aria-hidden])").first().waitFor({ timeout: 60_000 });
    const firstRowsMs = await page.evaluate(() => performance.now());
    // A virtualised table says how many rows it holds (with its header row); a plain one holds them all.
    const rowsInList = await table.evaluate(
      (element) => Number(element.getAttribute("aria-rowcount") ?? element.querySelectorAll("tbody > tr").length + 1) - 1,
    );
    const region = `[role="region"][aria-label="All ${label}, scrollable"]`;
    const isVirtualized = (await page.locator(region).count()) > 0;
    const scroller = isVirtualized ? region : null;
    await (isVirtualized ? page.locator(region) : table).hover();
    const session = cpuProfile ? await page.context().newCDPSession(page) : null;
    if (session) {
      await session.send("Profiler.enable");
      await session.send("Profiler.start");
    }
    const scrollStarted = await page.evaluate(() => performance.now());
    let renderedMax = 0;
    let steps = 0;
    let reachedEnd = false;
    for (; steps < maxSteps && !reachedEnd; steps += 1) {
      const state = await stepOnce(page, scroller, stepPx);
      renderedMax = Math.max(renderedMax, state.rows);
      reachedEnd = state.atBottom;
    }
    const scrollMs = (await page.evaluate(() => performance.now())) - scrollStarted;
    const profile = session ? (await session.send("Profiler.stop")).profile : undefined;
    const lastRowShown = await page.evaluate((count) => document.querySelector(`tbody > tr[aria-rowindex="${count + 1}"]`) !== null, rowsInList);
    const tasks = await page.evaluate(() => window.__longTasks);
    const whileScrolling = tasks.filter((task) => task.start >= scrollStarted);
    const longest = (list) => list.reduce((max, task) => Math.max(max, task.duration), 0);
    return {
      firstRowsMs,
      rowsInList,
      isVirtualized,
      renderedMax,
      steps,
      reachedEnd,
      lastRowShown: isVirtualized ? lastRowShown : reachedEnd,
      scrollMs,
      longTasksWhileScrolling: whileScrolling.length,
      longestTaskWhileScrollingMs: longest(whileScrolling),
      longTasksOverLimit: whileScrolling.filter((task) => task.duration > longTaskLimitMs).length,
      longTasksWhileScrollingList: whileScrolling.map((task) => ({ start: Math.round(task.start - scrollStarted), duration: Math.round(task.duration) })),
      longestTaskWhileLoadingMs: longest(tasks.filter((task) => task.start < scrollStarted)),
      profile,
    };
  } finally {
    await page.close();
  }
}
