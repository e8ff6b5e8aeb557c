/** Long tasks longer than this count against smooth scrolling. */
export const longTaskLimitMs = 50;

/** Records every long task from the page's start into `window.__longTasks` (an init script of a scrolling benchmark). */
export function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
}

const listSelector = 'ul[aria-label^="Conversations"]';

/**
 * Opens the inbox on a view in a signed-in context and scrolls its conversation list from top to bottom
 * the way a wheel does, a step per frame or two. Answers how many rows the view holds, how many the page
 * rendered at most at once, and the long tasks seen while scrolling (and while loading, apart).
 */
export async function scrollInboxList(context, { view = "ai", stepPx = 240, maxSteps = 400 } = {}) {
  const page = await context.newPage();
  try {
    await page.addInitScript(recordLongTasks);
    await page.goto(`/inbox?view=${view}`);
    const list = page.locator(listSelector);
    await list.locator("li").first().waitFor({ timeout: 30_000 });
    const scroller = page.locator('section[aria-label="Conversations"]');
    const before = await page.evaluate(() => performance.now());
    // A virtualized list says on each row how many the list holds; a plain one holds them all.
    const rowsInView = await list.evaluate((element) => Number(element.querySelector("li")?.getAttribute("aria-setsize") ?? element.children.length));
    let renderedMax = 0;
    let steps = 0;
    await scroller.hover();
    for (; steps < maxSteps; steps += 1) {
      const state = await scroller.evaluate((element, selector) => {
        const rows = element.querySelectorAll(`${selector} > li`).length;
        return { rows, atBottom: element.scrollTop + element.clientHeight >= element.scrollHeight - 1 };
      }, listSelector);
      renderedMax = Math.max(renderedMax, state.rows);
      if (state.atBottom) break;
      await page.mouse.wheel(0, stepPx);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    }
    const tasks = await page.evaluate(() => window.__longTasks);
    const whileScrolling = tasks.filter((task) => task.start >= before);
    const whileLoading = tasks.filter((task) => task.start < before);
    const longest = (list) => list.reduce((max, task) => Math.max(max, task.duration), 0);
    return {
      rowsInView,
      renderedMax,
      steps,
      longTasksWhileScrolling: whileScrolling.length,
      longestTaskWhileScrollingMs: longest(whileScrolling),
      longTasksOverLimit: whileScrolling.filter((task) => task.duration > longTaskLimitMs).length,
      longestTaskWhileLoadingMs: longest(whileLoading),
    };
  } finally {
    await page.close();
  }
}
