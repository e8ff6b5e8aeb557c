import type { Locator, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { northwind, openForNorthwind, seriousViolations, unique } from "./support/console";
import { joinedUser } from "./support/console-users";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

const agent = "Northwind Support";

async function northwindId(page: Page) {
  const organizations = (await (await page.request.get("/api/console/organizations")).json()) as { id: string; name: string }[];
  return organizations.find((organization) => organization.name === northwind)!.id;
}

/** The row of one user in Settings → Users, found by their email. */
const userRow = (table: Locator, email: string) => table.getByRole("row").filter({ hasText: email });

test("an admin selects two operators in Settings → Users, gives them an agent together, then takes it back, a refusal named", async ({ browser, page }) => {
  test.slow();
  const tag = unique();
  const organizationId = await northwindId(page);
  const olga = await joinedUser(browser, page, organizationId, `Olga ${tag}`);
  const omar = await joinedUser(browser, page, organizationId, `Omar ${tag}`);
  const ada = await joinedUser(browser, page, organizationId, `Ada ${tag}`, "org_admin");

  await openForNorthwind(page, "/settings/users", "Users");
  const table = page.getByRole("table", { name: "users" });
  await page.getByRole("searchbox", { name: "Filter users" }).fill(tag);
  await expect(table.locator("tbody tr")).toHaveCount(3);
  for (const operator of [olga, omar]) await expect(userRow(table, operator.email)).toContainText("None yet");

  // Two operators and an admin selected: the admin is left out, and the dialog says why.
  for (const user of [olga, omar, ada]) await table.getByRole("checkbox", { name: `Select ${user.name}` }).check();
  const selection = page.getByRole("group", { name: "Selected users" });
  await expect(selection).toContainText("3 selected");
  await selection.getByRole("button", { name: "Assign agents…" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Assign agents to 2 selected operators" })).toBeVisible();
  await expect(dialog.getByRole("radio", { name: /^Give access/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Review" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose at least one agent.");
  await dialog.getByRole("checkbox", { name: agent }).check();
  await dialog.getByRole("button", { name: "Review" }).click();
  await expect(dialog.getByRole("heading", { name: `Give 2 operators access to ${agent}?` })).toBeFocused();
  await expect(dialog.getByRole("list", { name: "Operators to give access" })).toHaveText(`${olga.name} (${olga.email})${omar.name} (${omar.email})`);
  await expect(dialog).toContainText(`${ada.name} is an admin and already sees every agent.`);
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole("button", { name: "Give 2 operators access" }).click();
  await expect(dialog).toBeHidden();
  const result = page.getByRole("status", { name: "What the last change of agents did" });
  await expect(result).toHaveText(`${olga.name} and ${omar.name} now watch ${agent}.`);
  await expect(result).toBeFocused();
  // The result says it once for all of them: no toast per operator beside it.
  await expect(page.getByText(`${olga.name} now watches`)).toHaveCount(0);
  await expect(selection).toBeHidden();
  for (const operator of [olga, omar]) await expect(userRow(table, operator.email)).toContainText(agent);
  await expect(userRow(table, ada.email)).toContainText("Every agent");
  expect(await seriousViolations(page)).toEqual([]);

  // Read back from the server, not only shown.
  await page.reload();
  await page.getByRole("searchbox", { name: "Filter users" }).fill(tag);
  for (const operator of [olga, omar]) await expect(userRow(table, operator.email)).toContainText(agent);

  // Taking it back, from the keyboard. Omar stops being an operator before the confirmation: his refusal is named, Olga's change is made.
  await table.getByRole("checkbox", { name: `Select ${olga.name}` }).check();
  await table.getByRole("checkbox", { name: `Select ${omar.name}` }).check();
  await selection.getByRole("button", { name: "Assign agents…" }).focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("radio", { name: /^Give access/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("radio", { name: /^Remove access/ })).toBeChecked();
  await dialog.getByRole("checkbox", { name: agent }).check();
  await dialog.getByRole("button", { name: "Review" }).click();
  await expect(dialog.getByRole("heading", { name: `Remove ${agent} from 2 operators?` })).toBeVisible();
  expect((await page.request.patch(`/api/console/users/${omar.id}`, { data: { role: "viewer" } })).ok()).toBe(true);
  await dialog.getByRole("button", { name: "Remove access of 2 operators" }).click();
  const refusal = dialog.getByRole("alert").filter({ hasText: "The access of 1 operator could not be changed" });
  await expect(refusal).toContainText(`${omar.name}: Only operators are given specific agents`);
  await expect(dialog).toContainText(`${omar.name} is a viewer and sees dashboards only.`);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Back" }).click();
  await expect(dialog.getByRole("checkbox", { name: agent })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(selection.getByRole("button", { name: "Assign agents…" })).toBeFocused();
  await expect(result).toHaveText(`${olga.name} no longer watches ${agent}.`);
  await expect(page.getByRole("alert").filter({ hasText: "The access of 1 operator could not be changed" })).toContainText(omar.name);
  await expect(userRow(table, olga.email)).toContainText("None yet");
  await expect(selection).toContainText("2 selected");

  // Omar an operator again keeps the agent; taking it now goes through.
  expect((await page.request.patch(`/api/console/users/${omar.id}`, { data: { role: "operator" } })).ok()).toBe(true);
  await page.reload();
  await page.getByRole("searchbox", { name: "Filter users" }).fill(tag);
  await expect(userRow(table, omar.email)).toContainText(agent);
  await table.getByRole("checkbox", { name: `Select ${olga.name}` }).check();
  await table.getByRole("checkbox", { name: `Select ${omar.name}` }).check();
  await selection.getByRole("button", { name: "Assign agents…" }).click();
  await dialog.getByRole("radio", { name: /^Remove access/ }).check();
  await dialog.getByRole("checkbox", { name: agent }).check();
  await dialog.getByRole("button", { name: "Review" }).click();
  await expect(dialog.getByRole("heading", { name: `Remove ${agent} from 1 operator?` })).toBeVisible();
  await expect(dialog).toContainText(`${olga.name} does not watch it.`);
  await dialog.getByRole("button", { name: "Remove access of 1 operator" }).click();
  await expect(dialog).toBeHidden();
  await expect(result).toHaveText(`${omar.name} no longer watches ${agent}.`);
  await expect(result).toBeFocused();
  for (const operator of [olga, omar]) await expect(userRow(table, operator.email)).toContainText("None yet");

  // Only admins selected: nothing to assign, and the action says why.
  await table.getByRole("checkbox", { name: `Select ${ada.name}` }).check();
  const assign = selection.getByRole("button", { name: "Assign agents…" });
  await expect(assign).toBeDisabled();
  await expect(assign).toHaveAccessibleDescription("Admins see every agent; only operators are given agents.");
});
