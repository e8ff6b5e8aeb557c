import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { choose, openForNorthwind, seriousViolations, unique } from "./support/console";
import { fillFunction, orderSchema, switchFunctionOff } from "./support/functions";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

async function openNewFunction(page: Page) {
  await page.getByRole("button", { name: "New function", exact: true }).click();
  return page.getByRole("dialog", { name: "New function" });
}

test("an admin adds a function with a parameters schema, switches it off and deletes it", async ({ page }) => {
  test.slow();
  const name = `find_order_${unique()}`;
  await openForNorthwind(page, "/functions", "Functions");

  const dialog = await openNewFunction(page);
  await fillFunction(page, dialog, name, orderSchema);
  await dialog.getByRole("button", { name: "Add header" }).click();
  await dialog.getByLabel("Header 1 name").fill("Authorization");
  await dialog.getByLabel("Header 1 value").fill("Bearer shop-token");
  await dialog.getByRole("button", { name: "Create function" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("POST");
  await expect(row).toContainText("https://93.184.215.14/orders");
  expect(await seriousViolations(page)).toEqual([]);

  await switchFunctionOff(page, name);

  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: `Edit ${name}` });
  expect(JSON.parse(await edit.getByLabel("Parameters (JSON Schema)").inputValue())).toEqual(JSON.parse(orderSchema));
  await expect(edit.getByLabel("Header 1 name")).toHaveValue("Authorization");
  await edit.getByRole("button", { name: "Cancel" }).click();

  await page.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
  await confirm.getByRole("button", { name: "Delete function" }).click();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
});

test("an invalid parameters schema is shown inline where it is wrong, and cannot be saved", async ({ page }) => {
  test.slow();
  const name = `check_stock_${unique()}`;
  await openForNorthwind(page, "/functions", "Functions");

  const dialog = await openNewFunction(page);
  const parameters = dialog.getByLabel("Parameters (JSON Schema)");
  const problems = dialog.getByRole("list", { name: "Problems in the parameters" });
  const save = dialog.getByRole("button", { name: "Create function" });
  await fillFunction(page, dialog, name, '{ "type": "object", "properties": { "sku": { "type": "strng" } } }');

  await expect(problems).toContainText("parameters.properties.sku.type");
  await expect(problems).toContainText('unknown type "strng"');
  await expect(parameters).toHaveAttribute("aria-invalid", "true");
  await expect(save).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await parameters.fill('{ "type": "object",\n  "properties": { "sku": }\n}');
  await expect(problems).toContainText("Not valid JSON");
  await expect(save).toBeDisabled();

  await parameters.fill('{ "type": "object", "properties": { "sku": { "type": "string" } } }');
  await expect(problems).toBeHidden();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("row").filter({ hasText: name })).toBeVisible();

  const again = await openNewFunction(page);
  await fillFunction(page, again, name, orderSchema);
  await again.getByRole("button", { name: "Create function" }).click();
  await expect(again.getByText(`the organization's library already has a function named ${name}`)).toBeVisible();
  await expect(again.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
});

test("an admin changes a platform user's role and back, filters by role, and sees the last owner kept", async ({ page }) => {
  test.slow();
  await openForNorthwind(page, "/organization", "Organization");
  const support = page.getByRole("row").filter({ hasText: "support@northwind.test" });
  const role = support.getByRole("combobox", { name: /^Role of / });
  await expect(role).toHaveText("Admin");
  expect(await seriousViolations(page)).toEqual([]);

  await choose(page, role, "User");
  await expect(page.getByText(/is now User\.$/)).toBeVisible();
  await expect(role).toHaveText("User");
  await page.reload();
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: "support@northwind.test" })
      .getByRole("combobox", { name: /^Role of / }),
  ).toHaveText("User");

  await choose(
    page,
    page
      .getByRole("row")
      .filter({ hasText: "support@northwind.test" })
      .getByRole("combobox", { name: /^Role of / }),
    "Admin",
  );
  await expect(page.getByText(/is now Admin\.$/)).toBeVisible();

  await choose(page, page.getByRole("combobox", { name: "Role", exact: true }), "Owner");
  await expect(page.getByRole("row").filter({ hasText: "support@northwind.test" })).toHaveCount(0);
  const owner = page.getByRole("row").filter({ hasText: "owner@northwind.test" });
  await choose(page, owner.getByRole("combobox", { name: /^Role of / }), "Admin");
  const refusal = page.getByRole("alert").filter({ hasText: "Change refused" });
  await expect(refusal).toContainText("must keep an owner");
  await expect(owner.getByRole("combobox", { name: /^Role of / })).toHaveText("Owner");
  expect(await seriousViolations(page)).toEqual([]);
});
