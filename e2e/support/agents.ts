import { expect, type Page } from "@playwright/test";

import { choose, openForNorthwind } from "./console";

/** Opens the agents page with Northwind as the current organization. */
export async function openNorthwindAgents(page: Page) {
  await openForNorthwind(page, "/agents", "Agents");
  await expect(page.getByRole("table")).toBeVisible();
}

/** Creates an agent through the "New agent" dialog and waits for its row. */
export async function createAgent(page: Page, name: string) {
  await page.getByRole("button", { name: "New agent" }).click();
  const dialog = page.getByRole("dialog", { name: "New agent" });
  await dialog.getByLabel("Name", { exact: true }).fill(name);
  await dialog.getByLabel("Public name").fill("Eve");
  await choose(page, dialog.getByRole("combobox", { name: "Role" }), "Customer support");
  await choose(page, dialog.getByRole("combobox", { name: "Model" }), "gpt-5-mini");
  await dialog.getByLabel("Instructions (optional)").fill("Answer questions about orders.");
  const tags = dialog.getByRole("textbox", { name: "Tags" });
  await tags.fill("e2e");
  await tags.press("Enter");
  await expect(dialog.getByRole("button", { name: "Remove tag e2e" })).toBeVisible();
  await dialog.getByRole("button", { name: "Create agent" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row).toBeVisible();
  return row;
}

/** Creates a fresh agent in Northwind and opens one of its tabs by label. */
export async function openNewAgentTab(page: Page, name: string, tab: string) {
  await openNorthwindAgents(page);
  const row = await createAgent(page, name);
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await openAgentTab(page, tab);
}

/** On an agent's page, opens another of its tabs by label and waits until the tab bar marks it as current. */
export async function openAgentTab(page: Page, tab: string) {
  const link = page.getByRole("navigation", { name: "Agent sections" }).getByRole("link", { name: tab, exact: true });
  await link.click();
  await expect(link).toHaveAttribute("aria-current", "page");
}
