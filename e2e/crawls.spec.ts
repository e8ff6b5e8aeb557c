import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNewAgentTab } from "./support/agents";
import { choose, seriousViolations, unique } from "./support/console";
import { startLoopbackSite, type LoopbackSite } from "./support/loopback-site";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

let site: LoopbackSite;

test.beforeAll(async () => {
  site = await startLoopbackSite({ pageDelayMs: 700, slowDelayMs: 15_000 });
});

test.afterAll(async () => {
  await site.close();
});

/** Creates a crawl through the "New crawl" dialog (or the empty state's button) and answers its card. */
async function createCrawl(page: Page, trigger: string, url: string, settings: { pageLimit: string; maxDepth: string }) {
  await page.getByRole("button", { name: trigger }).click();
  const dialog = page.getByRole("dialog", { name: "New crawl" });
  await dialog.getByLabel("Start URL").fill(url);
  await dialog.getByLabel("Page limit").fill(settings.pageLimit);
  await dialog.getByLabel("Link depth").fill(settings.maxDepth);
  await dialog.getByRole("button", { name: "Create crawl" }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole("article", { name: url, exact: true });
  await expect(card.getByText("Never run", { exact: true })).toBeVisible();
  return card;
}

test("an admin crawls a website, follows the counts live, sees the failed page with its reason, and cancels a slow crawl", async ({ page }) => {
  test.slow();
  await openNewAgentTab(page, `Kayak desk ${unique()}`, "Crawls");
  await expect(page.getByRole("heading", { name: "Crawls", level: 2, exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No crawls yet — add a website" })).toBeVisible();

  const startUrl = `${site.url}/`;
  const card = await createCrawl(page, "Add a website", startUrl, { pageLimit: "10", maxDepth: "1" });
  await expect(card.getByText("Not crawled yet.")).toBeVisible();
  await expect(card.getByText("Manual: runs only when started.")).toBeVisible();

  await card.getByRole("button", { name: "Run now" }).click();
  const live = card.getByRole("status").filter({ hasText: "Crawl of" });
  await expect(card.getByRole("progressbar")).toBeVisible();
  await expect(live).toContainText(/Running: [1-9]\d* found, [1-9]\d* fetched/);
  await expect(live).toContainText("Completed: 5 found, 4 fetched, 4 indexed, 1 failed, 0 skipped.", { timeout: 20_000 });
  await expect(card.getByRole("progressbar")).toBeHidden();
  await expect(card.getByText("Completed", { exact: true })).toBeVisible();

  await expect(card.getByRole("heading", { name: "Failed pages (1)" })).toBeVisible();
  const failed = card.getByRole("table", { name: "failed pages" });
  const failedRow = failed.getByRole("row").filter({ has: page.getByRole("link", { name: `${site.url}/old-offers` }) });
  await expect(failedRow.getByRole("cell", { name: "HTTP 404" })).toBeVisible();

  await card.getByRole("button", { name: "Show all pages (5)" }).click();
  const pages = card.getByRole("table", { name: "crawled pages" });
  await expect(pages.getByRole("row")).toHaveCount(6);
  const outcome = card.getByRole("combobox", { name: "Outcome" });
  await choose(page, outcome, "Failed");
  await expect(page).toHaveURL(/-pages\.status=failed/);
  await expect(pages.getByRole("row")).toHaveCount(2);
  await expect(pages.getByRole("row").nth(1)).toContainText(`${site.url}/old-offers`);
  await choose(page, outcome, "Indexed");
  await expect(pages.getByRole("row")).toHaveCount(5);
  await expect(pages.getByRole("row").filter({ hasText: "Prices" })).toContainText(`${site.url}/prices`);

  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousViolations(page)).toEqual([]);
  }

  const slowUrl = `${site.url}/slow/`;
  const slow = await createCrawl(page, "New crawl", slowUrl, { pageLimit: "10", maxDepth: "1" });
  await slow.getByRole("button", { name: "Run now" }).click();
  const slowLive = slow.getByRole("status").filter({ hasText: "Crawl of" });
  await expect(slowLive).toContainText(/Running: 5 found, 1 fetched/, { timeout: 15_000 });

  await slow.getByRole("button", { name: "Cancel crawl" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Cancel the crawl of ${slowUrl}?` });
  await expect(confirm).toContainText("Pages it has already added stay in the agent's knowledge");
  await confirm.getByRole("button", { name: "Cancel crawl" }).click();
  await expect(slow.getByText("Cancelled", { exact: true })).toBeVisible({ timeout: 10_000 });
  await expect(slowLive).toContainText("Cancelled: 5 found, 1 fetched");
  await expect(slow.getByRole("button", { name: "Run now" })).toBeVisible();

  await slow.getByRole("button", { name: `Delete the crawl of ${slowUrl}` }).click();
  const remove = page.getByRole("alertdialog", { name: `Delete the crawl of ${slowUrl}?` });
  await expect(remove).toContainText("leave the agent's knowledge");
  await remove.getByRole("button", { name: "Delete crawl" }).click();
  await expect(slow).toBeHidden();
  await expect(card).toBeVisible();
});

test("editing a crawl puts a wrong line of a path list on its field, and saves a schedule", async ({ page }) => {
  await openNewAgentTab(page, `Schedule desk ${unique()}`, "Crawls");
  const url = `${site.url}/prices`;
  const card = await createCrawl(page, "Add a website", url, { pageLimit: "3", maxDepth: "0" });
  await expect(card.getByText("up to 3 pages, the start page only, added to the agent's knowledge.")).toBeVisible();

  await card.getByRole("button", { name: `Edit the crawl of ${url}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit the crawl" });
  await dialog.getByLabel("Only these paths (optional)").fill("/prices\nprices/*");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText(/Line 2 \(prices\/\*\): must be a path starting with \//)).toBeVisible();

  await dialog.getByLabel("Only these paths (optional)").fill("/prices");
  await dialog.getByRole("combobox", { name: "Schedule" }).click();
  await page.getByRole("option", { name: "Weekly", exact: true }).click();
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText(/Weekly: next crawl/)).toBeVisible();
});
