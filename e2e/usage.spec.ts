import { readFile } from "node:fs/promises";

import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openForNorthwind, seriousViolations } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/** The number a summary card shows. */
async function cardValue(page: Page, label: string): Promise<number> {
  const text = await page.getByRole("group", { name: label, exact: true }).locator("[data-slot=summary-value]").innerText();
  return Number(text.replace(/,/g, ""));
}

async function openUsage(page: Page, search = "?range=7d") {
  await openForNorthwind(page, `/usage${search}`, "Usage");
  await expect(page.getByRole("group", { name: "Conversations", exact: true })).toBeVisible();
}

const panel = (page: Page, title: string) =>
  page.locator("[data-slot=card]").filter({ has: page.getByRole("heading", { name: title, level: 2, exact: true }) });

test("the usage page draws the demo agent's activity, and a new range changes the address and the figures", async ({ page }) => {
  await openUsage(page);
  expect(await cardValue(page, "Conversations")).toBeGreaterThan(0);
  expect(await cardValue(page, "Tokens")).toBeGreaterThan(0);
  const conversations = panel(page, "Conversations");
  await expect(conversations.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(conversations.getByText("Northwind Support").first()).toBeVisible();
  await expect(panel(page, "Tokens").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(panel(page, "Subscription quotas").getByRole("progressbar").first()).toBeVisible();

  await conversations.getByText("Show the figures as a table").click();
  await expect(conversations.getByRole("table").locator("tbody tr")).toHaveCount(7);
  const weekText = await page.locator("[data-slot=range-text]").innerText();

  await page.getByRole("button", { name: "Last 24 hours" }).click();
  await expect(page).toHaveURL(/[?&]range=24h/);
  await expect(page.locator("[data-slot=range-text]")).not.toHaveText(weekText);
  await expect(conversations.getByRole("table").locator("tbody tr")).toHaveCount(24);
  expect(await cardValue(page, "Conversations")).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Custom range" }).click();
  await page.getByLabel("From", { exact: true }).fill("2026-01-01");
  await page.getByLabel("To", { exact: true }).fill("2026-01-03");
  await page.getByRole("button", { name: "Apply range" }).click();
  await expect(page).toHaveURL(/range=custom&from=2026-01-01&to=2026-01-03/);
  await expect(page.getByText("No conversations in this period")).toBeVisible();
  expect(await cardValue(page, "Conversations")).toBe(0);
});

test("a bar of an agent's chart opens the conversations started in its period", async ({ page }) => {
  await openUsage(page);
  await page.getByRole("link", { name: "Northwind Support", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Northwind Support", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/usage\/agents\/[^/?]+\?range=7d/);
  await expect(page.getByRole("heading", { name: "Outcomes", level: 2 })).toBeVisible();

  const chart = panel(page, "Conversations and messages");
  await chart.getByText("Show the figures as a table").click();
  const busiestRow = chart
    .getByRole("table")
    .locator("tbody tr")
    .filter({ has: page.getByRole("link") })
    .last();
  const expected = Number((await busiestRow.locator("td").first().innerText()).replace(/,/g, ""));
  expect(expected).toBeGreaterThan(0);

  await chart.locator(".recharts-bar").first().locator(".recharts-bar-rectangle").last().click();
  await expect(page).toHaveURL(/\/conversations\?.*start=.*end=/);
  await expect(page.getByRole("heading", { name: "Conversations of Northwind Support", level: 1 })).toBeVisible();
  const count = Number((await page.getByText(/^\d+ conversations?/).innerText()).match(/^(\d+)/)![1]);
  expect(count).toBeGreaterThanOrEqual(expected);
  await expect(page.getByRole("table").locator("tbody tr").first()).toBeVisible();
  await expect(page.getByRole("cell", { name: "Live chat" }).first()).toBeVisible();
});

test("the CSV export's totals match the cards", async ({ page }) => {
  await openUsage(page);
  const downloading = page.waitForEvent("download");
  await panel(page, "Conversations").getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^usage-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await download.path())!, "utf8")).trim().split("\r\n");
  expect(lines[0]).toBe("Period,Start,End,Conversations,Messages,Tokens,Voice seconds,SMS,Emails");
  expect(lines).toHaveLength(1 + 7 + 1);
  const total = lines.at(-1)!.split(",");
  expect(total[0]).toBe("Total");
  expect(Number(total[3])).toBe(await cardValue(page, "Conversations"));
  expect(Number(total[4])).toBe(await cardValue(page, "Messages"));
  expect(Number(total[5])).toBe(await cardValue(page, "Tokens"));
  expect(Number(total[6])).toBe(await cardValue(page, "Voice seconds"));
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the usage pages have no serious accessibility problem (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openUsage(page);
    await panel(page, "Conversations").getByText("Show the figures as a table").click();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Northwind Support", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Top users", level: 2 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await panel(page, "Conversations and messages").getByText("Show the figures as a table").click();
    await panel(page, "Conversations and messages").getByRole("table").getByRole("link").last().click();
    await expect(page.getByRole("heading", { name: "Conversations of Northwind Support", level: 1 })).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
