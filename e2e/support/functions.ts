import { expect, type Locator, type Page } from "@playwright/test";

import { choose } from "./console";

/** A parameters schema with one required string, as the function forms' tests save it. */
export const orderSchema = JSON.stringify({ type: "object", properties: { orderNumber: { type: "string" } }, required: ["orderNumber"] }, null, 2);

/** Fills an open function dialog: the name, a description, POST to a public HTTPS URL, and the parameters. */
export async function fillFunction(page: Page, dialog: Locator, name: string, parameters: string) {
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Description (optional)").fill("Looks up an order by its number.");
  await choose(page, dialog.getByRole("combobox", { name: "Method" }), "POST");
  await dialog.getByLabel("URL").fill("https://93.184.215.14/orders");
  await dialog.getByLabel("Parameters (JSON Schema)").fill(parameters);
}

/** Switches off the function listed as `name`, and checks that it stays off after a reload. */
export async function switchFunctionOff(page: Page, name: string) {
  const enabled = page
    .getByRole("row")
    .filter({ hasText: name })
    .getByRole("switch", { name: `${name} enabled` });
  await expect(enabled).toBeChecked();
  await enabled.click();
  await expect(page.getByText(`${name} is disabled.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("row").filter({ hasText: name }).getByRole("switch")).not.toBeChecked();
}
