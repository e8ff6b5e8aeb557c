import type { Locator, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { createAgent, openNewAgentTab, openNorthwindAgents } from "./support/agents";
import { choose, seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/** The rows of a list, top to bottom, without its header. */
const bodyRows = (table: Locator) => table.locator("tbody tr");

async function createIntegrationKey(page: Page, name: string) {
  await page.getByRole("button", { name: "Create key" }).click();
  const form = page.getByRole("dialog", { name: "Create a key for an integration" });
  await form.getByLabel("Name").fill(name);
  await form.getByRole("button", { name: "Create key" }).click();
  const reveal = page.getByRole("dialog", { name: `Copy the secret of ${name}` });
  await reveal.getByRole("button", { name: "I have copied it" }).click();
  await expect(reveal).toBeHidden();
}

test("the agents list sorts, filters and pages, and keeps its view in the address across reload and Back", async ({ page }) => {
  test.slow();
  const tag = unique();
  await openNorthwindAgents(page);
  await createAgent(page, `E2E list ${tag} alpha`);
  await createAgent(page, `E2E list ${tag} beta`);

  const table = page.getByRole("table", { name: "agents" });
  await page.getByRole("searchbox", { name: "Filter agents" }).fill(tag);
  await expect(bodyRows(table)).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`agents\\.q=${tag}`));

  const nameHeader = table.getByRole("columnheader", { name: "Agent" });
  await expect(nameHeader).not.toHaveAttribute("aria-sort");
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(bodyRows(table).first()).toContainText("alpha");
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(bodyRows(table).first()).toContainText("beta");
  await expect(page).toHaveURL(/agents\.sort=name\.desc/);

  await page.reload();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByRole("searchbox", { name: "Filter agents" })).toHaveValue(tag);
  await expect(bodyRows(table)).toHaveCount(2);
  await expect(bodyRows(table).first()).toContainText("beta");

  await page.goBack();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(bodyRows(table).first()).toContainText("alpha");

  await choose(page, page.getByRole("combobox", { name: "Console key" }), "No console key");
  await expect(table.getByText("No agents match these filters.")).toBeVisible();
  await table.getByRole("button", { name: "Clear the filters" }).click();
  await expect(page.getByRole("searchbox", { name: "Filter agents" })).toHaveValue("");

  const pages = page.getByRole("navigation", { name: "Pages of agents" });
  await choose(page, pages.getByRole("combobox", { name: "Rows per page" }), "25");
  await expect(page).toHaveURL(/agents\.size=25/);
  expect(await bodyRows(table).count()).toBeLessThanOrEqual(25);
  await expect(pages).toContainText(/^1–\d+ of \d+/);
  expect(await seriousViolations(page)).toEqual([]);
});

test("the keys list sorts, filters, keeps its view in the address, and revokes the selected keys together", async ({ page }) => {
  test.slow();
  await openNewAgentTab(page, `E2E keys list ${unique()}`, "Keys");
  await createIntegrationKey(page, "Alpha sync");
  await createIntegrationKey(page, "Beta sync");

  const table = page.getByRole("table", { name: "API keys" });
  await expect(bodyRows(table)).toHaveCount(3);
  const nameHeader = table.getByRole("columnheader", { name: "Name" });
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(bodyRows(table).nth(0)).toContainText("Alpha sync");
  await expect(bodyRows(table).nth(2)).toContainText("Switchboard console");
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(bodyRows(table).nth(0)).toContainText("Switchboard console");

  await page.getByRole("searchbox", { name: "Filter keys" }).fill("sync");
  await expect(bodyRows(table)).toHaveCount(2);
  await expect(page).toHaveURL(/keys\.q=sync/);
  await page.reload();
  await expect(bodyRows(table)).toHaveCount(2);
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await page.goBack();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(page.getByRole("searchbox", { name: "Filter keys" })).toHaveValue("");
  await expect(bodyRows(table)).toHaveCount(3);

  const selectAll = table.getByRole("checkbox", { name: "Select all API keys on this page" });
  await table.getByRole("checkbox", { name: "Select Alpha sync" }).check();
  expect(await selectAll.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
  await table.getByRole("checkbox", { name: "Select Beta sync" }).check();
  const selection = page.getByRole("group", { name: "Selected API keys" });
  await expect(selection).toContainText("2 selected");
  expect(await seriousViolations(page)).toEqual([]);

  await selection.getByRole("button", { name: "Revoke 2 keys" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Revoke 2 keys?" });
  await expect(confirm).toContainText("Alpha sync");
  await expect(confirm).toContainText("Beta sync");
  await expect(confirm).not.toContainText("The console uses");
  await confirm.getByRole("button", { name: "Revoke 2 keys" }).click();
  await expect(selection).toBeHidden();

  await choose(page, page.getByRole("combobox", { name: "Status" }), "Revoked");
  await expect(page).toHaveURL(/keys\.status=revoked/);
  await expect(bodyRows(table)).toHaveCount(2);
  await expect(table.getByRole("checkbox", { name: "Select Alpha sync" })).toBeDisabled();
  await choose(page, page.getByRole("combobox", { name: "Status" }), "Active");
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText("Switchboard console");
});
