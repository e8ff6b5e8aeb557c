import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNewAgentTab, openNorthwindAgents } from "./support/agents";
import { seriousViolations, unique } from "./support/console";
import { fillFunction, orderSchema, switchFunctionOff } from "./support/functions";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

async function expectFunctionsTab(page: Page) {
  await expect(page.getByRole("heading", { name: "Functions", level: 2, exact: true })).toBeVisible();
}

test("an admin adds a function to a fresh agent (an invalid schema is refused inline first), switches it off and deletes it", async ({ page }) => {
  test.slow();
  const agentName = `E2E functions ${unique()}`;
  const name = `find_order_${unique()}`;
  await openNewAgentTab(page, agentName, "Functions");
  await expectFunctionsTab(page);
  await expect(page.getByRole("heading", { name: "No functions yet — add one the agent can call" })).toBeVisible();

  await page.getByRole("button", { name: "Add a function" }).click();
  const dialog = page.getByRole("dialog", { name: "New function" });
  await fillFunction(page, dialog, name, '{ "type": "object", "properties": { "orderNumber": { "type": "strng" } } }');
  const parameters = dialog.getByLabel("Parameters (JSON Schema)");
  const save = dialog.getByRole("button", { name: "Create function" });
  const problems = dialog.getByRole("list", { name: "Problems in the parameters" });
  await expect(problems).toContainText("parameters.properties.orderNumber.type");
  await expect(parameters).toHaveAttribute("aria-invalid", "true");
  await expect(save).toBeDisabled();

  await parameters.fill(orderSchema);
  await expect(problems).toBeHidden();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Added ${name}.`)).toBeVisible();

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("POST");
  await expect(row).toContainText("https://93.184.215.14/orders");
  await switchFunctionOff(page, name);

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  expect(JSON.parse(await edit.getByLabel("Parameters (JSON Schema)").inputValue())).toEqual(JSON.parse(orderSchema));
  await edit.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  await page
    .getByRole("alertdialog", { name: `Delete ${name}?` })
    .getByRole("button", { name: "Delete function" })
    .click();
  await expect(page.getByText(`Deleted ${name}.`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "No functions yet — add one the agent can call" })).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`an agent's functions tab has no serious accessibility problem (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openNorthwindAgents(page);
    await page.getByRole("link", { name: "Northwind Support", exact: true }).click();
    await page.getByRole("navigation", { name: "Agent sections" }).getByRole("link", { name: "Functions", exact: true }).click();
    await expectFunctionsTab(page);
    await expect(page.getByRole("table").or(page.getByRole("heading", { name: "No functions yet — add one the agent can call" }))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: /^(New function|Add a function)$/ }).click();
    await expect(page.getByRole("dialog", { name: "New function" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
