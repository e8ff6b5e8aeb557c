import { superadminState } from "../playwright.config";
import { openAgentTab, openNorthwindAgents } from "./support/agents";
import { choose, northwind, openForNorthwind, seriousViolations } from "./support/console";
import { expect, test, waitForHydrationBeforeActions } from "./support/test";
import { testPassword, testUsers } from "../tests/support/test-users.mjs";

test.use({ storageState: superadminState });

const operator = testUsers.operator;

test("an admin gives the seeded operator two agents, takes one back on the agent's Users tab, and the operator's inbox follows", async ({ browser, page }) => {
  test.slow();
  await openForNorthwind(page, "/settings/users", "Users");
  const row = page.getByRole("row").filter({ hasText: operator.email });
  await expect(page.getByRole("columnheader", { name: `Agents in ${northwind}` })).toBeVisible();
  await expect(row.getByText(`Not in ${northwind}`)).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: testUsers.superadmin.email }).getByText("Every agent")).toBeVisible();

  await row.getByRole("button", { name: `Choose agents for ${operator.name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Agents ${operator.name} watches` });
  await expect(dialog).toContainText(`Giving them an agent also adds them to ${northwind}.`);
  await dialog.getByRole("checkbox", { name: "Northwind Support" }).check();
  await dialog.getByRole("checkbox", { name: "Northwind Sales" }).check();
  // Other tests may have added agents to the organization before this one runs.
  await expect(dialog.getByText(/^2 of \d+ agents chosen$/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A save that does not get through leaves the dialog open with the choice as made.
  await page.route("**/operators/*/agents", (route) => route.abort(), { times: 1 });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("The console could not be reached. Check your connection and try again.")).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Northwind Support" })).toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "Northwind Sales" })).toBeChecked();

  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${operator.name} now watches 2 agents.`)).toBeVisible();
  await expect(row.getByText(/^Northwind S\w+, Northwind S\w+$/)).toContainText("Northwind Support");
  await expect(row.getByText(/^Northwind S\w+, Northwind S\w+$/)).toContainText("Northwind Sales");
  await expect(row.getByRole("cell", { name: northwind, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The agent's Users tab shows the operator watching it; the switch takes the agent away.
  await openNorthwindAgents(page);
  await page.getByRole("link", { name: "Northwind Support", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Northwind Support", level: 1 })).toBeVisible();
  await openAgentTab(page, "Users");
  const section = page.getByRole("region", { name: "Operators watching this agent" });
  const watches = section.getByRole("switch", { name: `${operator.name} watches this agent` });
  await expect(watches).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
  await watches.click();
  await expect(page.getByText(`${operator.name} no longer watches Northwind Support.`)).toBeVisible();
  await expect(watches).not.toBeChecked();
  await expect(watches).toBeEnabled();
  await page.reload();
  await expect(section.getByRole("switch", { name: `${operator.name} watches this agent` })).not.toBeChecked();

  // The operator's inbox offers the agent still given to them, and only that one.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const operatorPage = await context.newPage();
    await waitForHydrationBeforeActions(operatorPage);
    await operatorPage.goto("/login");
    await operatorPage.getByLabel("Email").fill(operator.email);
    await operatorPage.getByLabel("Password").fill(testPassword);
    await operatorPage.getByRole("button", { name: "Sign in" }).click();
    await expect(operatorPage).not.toHaveURL(/\/login/);
    await openForNorthwind(operatorPage, "/inbox", "Inbox");
    await expect(operatorPage.getByRole("heading", { name: "No agents to watch" })).toHaveCount(0);
    const agentFilter = operatorPage.getByRole("combobox", { name: "Agent" });
    await choose(operatorPage, agentFilter, "Northwind Sales");
    await expect(agentFilter).toHaveText("Northwind Sales");
    await agentFilter.click();
    await expect(operatorPage.getByRole("option")).toHaveText(["All agents", "Northwind Sales"]);
    await operatorPage.keyboard.press("Escape");
  } finally {
    await context.close();
  }
});
