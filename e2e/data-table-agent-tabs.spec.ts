import type { Locator, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openAgentTab, openNewAgentTab } from "./support/agents";
import { choose, northwind, seriousViolations, unique } from "./support/console";
import { joinedUser } from "./support/console-users";
import { fillFunction, orderSchema } from "./support/functions";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/** The rows of a list, top to bottom, without its header. */
const bodyRows = (table: Locator) => table.locator("tbody tr");

/** Northwind's id and that of the agent whose page is shown. */
async function agentScope(page: Page) {
  const agentId = new URL(page.url()).pathname.split("/")[2]!;
  const organizations = (await (await page.request.get("/api/console/organizations")).json()) as { id: string; name: string }[];
  return { organizationId: organizations.find((organization) => organization.name === northwind)!.id, agentId };
}

test("an agent's functions sort by name and filter by text and method", async ({ page }) => {
  test.slow();
  const tag = unique();
  await openNewAgentTab(page, `E2E functions list ${tag}`, "Functions");
  await page.getByRole("button", { name: "Add a function" }).click();
  let dialog = page.getByRole("dialog", { name: "New function" });
  await fillFunction(page, dialog, `alpha_${tag}`, orderSchema);
  await dialog.getByRole("button", { name: "Create function" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("button", { name: "New function", exact: true }).click();
  dialog = page.getByRole("dialog", { name: "New function" });
  await fillFunction(page, dialog, `beta_${tag}`, orderSchema);
  await choose(page, dialog.getByRole("combobox", { name: "Method" }), "GET");
  await dialog.getByRole("button", { name: "Create function" }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole("table", { name: "functions" });
  await expect(bodyRows(table)).toHaveCount(2);
  const nameHeader = table.getByRole("columnheader", { name: "Name" });
  await expect(nameHeader).not.toHaveAttribute("aria-sort");
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(bodyRows(table).first()).toContainText(`alpha_${tag}`);
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(bodyRows(table).first()).toContainText(`beta_${tag}`);
  await expect(page).toHaveURL(/functions\.sort=name\.desc/);

  await page.getByRole("searchbox", { name: "Filter functions" }).fill("alpha");
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText(`alpha_${tag}`);
  await page.getByRole("searchbox", { name: "Filter functions" }).fill("");
  await choose(page, page.getByRole("combobox", { name: "Method" }), "GET");
  await expect(page).toHaveURL(/functions\.method=GET/);
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText(`beta_${tag}`);

  await page.reload();
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  expect(await seriousViolations(page)).toEqual([]);
});

test("an admin selects two operators and gives them the agent together, then takes it back", async ({ browser, page }) => {
  test.slow();
  const tag = unique();
  await openNewAgentTab(page, `E2E operators list ${tag}`, "Users");
  const { organizationId } = await agentScope(page);
  const first = await joinedUser(browser, page, organizationId, `Olga ${tag}`);
  const second = await joinedUser(browser, page, organizationId, `Omar ${tag}`);
  await page.reload();

  const section = page.getByRole("region", { name: "Operators watching this agent" });
  const table = section.getByRole("table", { name: "operators" });
  await section.getByRole("searchbox", { name: "Filter operators" }).fill(tag);
  await expect(bodyRows(table)).toHaveCount(2);
  const operatorHeader = table.getByRole("columnheader", { name: "Operator", exact: true });
  await operatorHeader.getByRole("button").click();
  await expect(operatorHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(bodyRows(table).first()).toContainText(first.name);

  await table.getByRole("checkbox", { name: `Select ${first.name}` }).check();
  await table.getByRole("checkbox", { name: `Select ${second.name}` }).check();
  const selection = section.getByRole("group", { name: "Selected operators" });
  await expect(selection).toContainText("2 selected");
  await expect(selection.getByRole("button", { name: "Remove access" })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await selection.getByRole("button", { name: "Give access to this agent" }).click();
  const confirm = page.getByRole("alertdialog", { name: /^Give 2 operators access to / });
  await expect(confirm).toContainText(first.email);
  await expect(confirm).toContainText(second.email);
  await confirm.getByRole("button", { name: "Give 2 operators access" }).click();
  await expect(selection).toBeHidden();
  // One toast says what the change did for both; none is shown per operator.
  await expect(page.getByText(`${first.name} and ${second.name} now watch E2E operators list ${tag}.`)).toBeVisible();
  await expect(page.getByText(`${first.name} now watches`)).toHaveCount(0);
  for (const operator of [first, second]) {
    await expect(table.getByRole("switch", { name: `${operator.name} watches this agent` })).toBeChecked();
  }

  // The change is the operators' own: read back from the server, not only shown.
  await page.reload();
  for (const operator of [first, second]) {
    await expect(table.getByRole("switch", { name: `${operator.name} watches this agent` })).toBeChecked();
  }
  await choose(page, section.getByRole("combobox", { name: "Watches this agent" }), "Watching");
  await expect(bodyRows(table)).toHaveCount(2);

  await table.getByRole("checkbox", { name: "Select all operators on this page" }).check();
  await section.getByRole("group", { name: "Selected operators" }).getByRole("button", { name: "Remove access" }).click();
  await page
    .getByRole("alertdialog", { name: /^Remove .* from 2 operators\?$/ })
    .getByRole("button", { name: "Remove access of 2 operators" })
    .click();
  await expect(table.getByText("No operators match these filters.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the conversation users list pages on the server, and keeps its page across reload and Back", async ({ page }) => {
  test.slow();
  const tag = unique();
  await openNewAgentTab(page, `E2E users list ${tag}`, "Users");
  const { organizationId, agentId } = await agentScope(page);
  for (let index = 1; index <= 12; index += 1) {
    const created = await page.request.post(`/api/console/organizations/${organizationId}/agents/${agentId}/users`, {
      data: { firstName: "Pat", lastName: `${String(index).padStart(2, "0")} ${tag}`, email: `pat-${index}-${tag}@example.com` },
    });
    expect(created.status()).toBe(201);
  }
  await page.reload();

  const section = page.getByRole("region", { name: "Conversation users" });
  const table = section.getByRole("table", { name: "conversation users" });
  const pages = section.getByRole("navigation", { name: "Pages of conversation users" });
  await expect(pages).toContainText("1–12 of 12");
  await choose(page, pages.getByRole("combobox", { name: "Rows per page" }), "10");
  await expect(page).toHaveURL(/users\.size=10/);
  await expect(bodyRows(table)).toHaveCount(10);
  await expect(pages).toContainText("1–10 of 12 · page 1 of 2");
  const firstPage = await bodyRows(table).first().textContent();

  await pages.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/users\.page=2/);
  await expect(bodyRows(table)).toHaveCount(2);
  await expect(pages).toContainText("11–12 of 12 · page 2 of 2");
  await expect(pages.getByRole("button", { name: "Next page" })).toBeDisabled();

  await page.reload();
  await expect(bodyRows(table)).toHaveCount(2);
  await expect(pages).toContainText("11–12 of 12");

  await page.goBack();
  await expect(page).not.toHaveURL(/users\.page=2/);
  await expect(bodyRows(table)).toHaveCount(10);
  await expect(bodyRows(table).first()).toHaveText(firstPage!);
  expect(await seriousViolations(page)).toEqual([]);

  // The Users tab opened from elsewhere starts on the first page again.
  await openAgentTab(page, "Limits");
  await openAgentTab(page, "Users");
  await expect(page.getByRole("region", { name: "Conversation users" }).getByRole("navigation", { name: "Pages of conversation users" })).toContainText(
    "1–12 of 12",
  );
});
