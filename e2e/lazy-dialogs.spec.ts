import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNorthwindAgents } from "./support/agents";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/**
 * Holds the dialogs' code back until `release` is called, as on a slow connection, and keeps the page from
 * loading it while idle: it is fetched only when a dialog's trigger is pointed at, focused or pressed.
 */
async function holdDialogCode(page: Page) {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('"dialog-overlay"')) {
      held.push(route.request().url());
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, held };
}

for (const how of ["click", "keyboard"] as const) {
  test(`a dialog pressed open (${how}) before its code arrived opens once it does, with the focus inside, and hands the focus back`, async ({ page }) => {
    const dialogCode = await holdDialogCode(page);
    await openNorthwindAgents(page);
    await expect(page.locator("html[data-hydrated]")).toBeAttached();

    const newAgent = page.getByRole("button", { name: "New agent" });
    if (how === "click") {
      await newAgent.click();
    } else {
      await newAgent.focus();
      await page.keyboard.press("Enter");
    }
    const dialog = page.getByRole("dialog", { name: "New agent" });
    await expect.poll(() => dialogCode.held.length).toBeGreaterThan(0);
    await expect(newAgent).toHaveAttribute("aria-expanded", "true");
    await expect(dialog).toHaveCount(0);

    dialogCode.release();
    await expect(dialog).toBeVisible();
    await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(dialog.getByLabel("Name", { exact: true })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(newAgent).toBeFocused();
    await expect(newAgent).toHaveAttribute("aria-expanded", "false");
  });
}

test("a dialog pressed open while its code cannot be fetched keeps trying, and opens once the network is back", async ({ page }) => {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  let isOffline = true;
  let failedFetches = 0;
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (isOffline && body.includes('"dialog-overlay"')) {
      failedFetches += 1;
      return route.abort("internetdisconnected");
    }
    await route.fulfill({ response, body });
  });
  await openNorthwindAgents(page);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();

  const newAgent = page.getByRole("button", { name: "New agent" });
  await newAgent.focus();
  await page.keyboard.press("Enter");
  await expect(newAgent).toHaveAttribute("aria-expanded", "true");
  // The press's fetch failed, and another was tried after it, with no one pointing at or focusing anything.
  await expect.poll(() => failedFetches, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
  const dialog = page.getByRole("dialog", { name: "New agent" });
  await expect(dialog).toHaveCount(0);

  isOffline = false;
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
});
