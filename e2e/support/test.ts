import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/** How long a page that has just loaded may take to become interactive before an action goes ahead anyway. */
const hydrationTimeoutMs = 15_000;

/**
 * Holds every action on the page (click, fill, press, …) until the console's React has taken over the HTML
 * the server sent: before that, a click on a menu or a dialog's button reaches no handler and is lost.
 * A page outside the console (no marker ever comes) waits once per action, then goes ahead.
 */
export async function waitForHydrationBeforeActions(page: Page) {
  await page.addLocatorHandler(
    page.locator("html:not([data-hydrated])"),
    async () => {
      await page
        .locator("html[data-hydrated]")
        .waitFor({ state: "attached", timeout: hydrationTimeoutMs })
        .catch(() => undefined);
    },
    { noWaitAfter: true },
  );
}

/** Playwright's test, with a page whose actions wait until the console is interactive. */
export const test = base.extend({
  page: async ({ page }, run) => {
    await waitForHydrationBeforeActions(page);
    await run(page);
  },
});
