import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNorthwindAgents } from "./support/agents";
import { choose, seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

const agentName = "Northwind Support";
/**
 * The demo platform user given only this agent. Other specs change the roles of the organization's owner
 * and admin, so this one is changed here, and never to Owner: the organization keeps a single owner.
 */
const helpdeskEmail = "helpdesk@northwind.test";

/** Opens one tab of the demo agent Northwind Support. */
async function openSupportTab(page: Page, tab: "Limits" | "Users") {
  await openNorthwindAgents(page);
  await page.getByRole("link", { name: agentName, exact: true }).click();
  await expect(page.getByRole("heading", { name: agentName, level: 1 })).toBeVisible();
  await page.getByRole("navigation", { name: "Agent sections" }).getByRole("link", { name: tab, exact: true }).click();
}

test("an admin sets the agent's limits beside this month's usage, edits them and removes them", async ({ page }) => {
  await openSupportTab(page, "Limits");
  const section = page.getByRole("region", { name: "Agent limits" });
  await expect(section.getByText("Organization defaults")).toBeVisible();
  await expect(section.getByText(/^Usage this month, since \w+ 1, \d{4} \(UTC\)/)).toBeVisible();
  await expect(section.getByRole("group", { name: "AI tokens" })).toContainText(/of [\d,]+ tokens used/);

  await section.getByRole("button", { name: `Set limits of ${agentName}` }).click();
  const setDialog = page.getByRole("dialog", { name: `Set limits of ${agentName}` });
  await setDialog.getByLabel("AI tokens per month").fill("-5");
  await setDialog.getByRole("button", { name: "Set limits" }).click();
  await expect(setDialog.getByText("At least 0.")).toBeVisible();
  await setDialog.getByLabel("AI tokens per month").fill("1000000");
  await setDialog.getByLabel("Text messages per month").fill("40");
  await setDialog.getByRole("button", { name: "Set limits" }).click();
  await expect(setDialog).toBeHidden();
  await expect(page.getByText(`Set monthly limits of the agent.`)).toBeVisible();
  await expect(section.getByText("Own limits")).toBeVisible();
  const tokens = section.getByRole("group", { name: "AI tokens" });
  await expect(tokens).toContainText(/[\d,]+ of 1,000,000 tokens used \(\d+%\)/);
  await expect(tokens.getByRole("progressbar")).toBeVisible();
  await expect(section.getByRole("group", { name: "Text messages" })).toContainText("0 of 40 SMS used (0%)");

  await section.getByRole("button", { name: `Edit limits of ${agentName}` }).click();
  const editDialog = page.getByRole("dialog", { name: `Edit limits of ${agentName}` });
  await expect(editDialog.getByLabel("AI tokens per month")).toHaveValue("1000000");
  await editDialog.getByLabel("Text messages per month").fill("25");
  await editDialog.getByRole("button", { name: "Save limits" }).click();
  await expect(editDialog).toBeHidden();
  await expect(section.getByRole("group", { name: "Text messages" })).toContainText("0 of 25 SMS used (0%)");

  await section.getByRole("button", { name: `Remove limits of ${agentName}` }).click();
  const removeDialog = page.getByRole("alertdialog", { name: `Remove the limits of ${agentName}?` });
  await expect(removeDialog).toContainText("the organization's defaults apply again");
  await removeDialog.getByRole("button", { name: "Remove limits" }).click();
  await expect(section.getByText("Organization defaults")).toBeVisible();
  await expect(section.getByRole("button", { name: `Remove limits of ${agentName}` })).toHaveCount(0);
});

test("an admin finds a conversation user by contact, views them and sets their limits", async ({ page }) => {
  test.slow();
  await openSupportTab(page, "Users");
  const users = page.getByRole("region", { name: "Conversation users" });
  await expect(users.getByRole("table")).toBeVisible();

  await users.getByLabel("Email").fill("nobody@example.com");
  await users.getByRole("button", { name: "Find user" }).click();
  await expect(users.getByText("No user of this agent has that email")).toBeVisible();

  await users.getByLabel("Email").fill("maria.lopez@example.com");
  await users.getByRole("button", { name: "Find user" }).click();
  const row = users.getByRole("row").filter({ hasText: "Maria Lopez" });
  await expect(row).toHaveCount(1);
  await expect(users.getByRole("row")).toHaveCount(2);

  await row.getByRole("button", { name: "View Maria Lopez" }).click();
  const details = page.getByRole("dialog", { name: "Maria Lopez" });
  await expect(details).toContainText("maria.lopez@example.com");
  await expect(details).toContainText("1 conversation");
  await details.getByRole("link", { name: "Limits and usage" }).click();

  await expect(page).toHaveURL(/\/limits\?user=/);
  const maria = page.getByRole("region", { name: "Maria Lopez" });
  await expect(maria.getByText("Organization defaults")).toBeVisible();
  await expect(maria.getByRole("group", { name: "AI tokens" })).toContainText(/[\d,]+ of [\d,]+ tokens used/);
  await maria.getByRole("button", { name: "Set limits of Maria Lopez" }).click();
  const dialog = page.getByRole("dialog", { name: "Set limits of Maria Lopez" });
  await dialog.getByLabel("AI tokens per month").fill("200000");
  await dialog.getByLabel("Emails per month").fill("3");
  await dialog.getByRole("button", { name: "Set limits" }).click();
  await expect(dialog).toBeHidden();
  await expect(maria.getByText("Own limits")).toBeVisible();
  await expect(maria.getByRole("group", { name: "AI tokens" })).toContainText(/of 200,000 tokens used/);
  await expect(maria.getByRole("group", { name: "Emails" })).toContainText("0 of 3 emails used (0%)");

  await page.reload();
  await expect(page.getByRole("region", { name: "Maria Lopez" }).getByText("Own limits")).toBeVisible();
  await page.getByRole("region", { name: "Maria Lopez" }).getByRole("button", { name: "Remove limits of Maria Lopez" }).click();
  await page.getByRole("alertdialog", { name: "Remove the limits of Maria Lopez?" }).getByRole("button", { name: "Remove limits" }).click();
  await expect(page.getByRole("region", { name: "Maria Lopez" }).getByText("Organization defaults")).toBeVisible();
});

test("an admin adds a conversation user and deletes them after confirming", async ({ page }) => {
  const lastName = `Byron ${unique()}`;
  const name = `Ada ${lastName}`;
  await openSupportTab(page, "Users");
  await page.getByRole("button", { name: "Add user" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a conversation user" });
  await dialog.getByLabel("First name").fill("Ada");
  await dialog.getByLabel("Last name").fill(lastName);
  await dialog.getByRole("button", { name: "Add user" }).click();
  await expect(dialog.getByText("Give an email, a phone number or an external id.")).toBeVisible();
  await dialog.getByLabel("Email").fill(`ada-${unique()}@example.com`);
  await dialog.getByRole("button", { name: "Add user" }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
  await expect(confirm).toContainText("all their conversations");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();
  await row.getByRole("button", { name: `Delete ${name}` }).click();
  await page
    .getByRole("alertdialog", { name: `Delete ${name}?` })
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await expect(page.getByText(`Deleted ${name} and their conversations.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("an admin changes a platform user's role from the agent's Users tab, and sees the agent roles", async ({ page }) => {
  await openSupportTab(page, "Users");
  const platform = page.getByRole("region", { name: "Platform users with access" });
  const helpdesk = platform.getByRole("row").filter({ hasText: helpdeskEmail });
  await expect(helpdesk).toContainText("Given this agent");
  const role = helpdesk.getByRole("combobox", { name: "Role of Lena Park" });
  await expect(role).toHaveText("User");

  await choose(page, role, "Admin");
  await expect(page.getByText("Lena Park is now Admin.")).toBeVisible();
  await expect(role).toHaveText("Admin");
  await expect(helpdesk).toContainText("Every agent (owner or admin)");
  await choose(page, role, "User");
  await expect(page.getByText("Lena Park is now User.")).toBeVisible();
  await expect(role).toHaveText("User");
  await expect(helpdesk).toContainText("Given this agent");

  await expect(page.getByRole("region", { name: "Agent roles" }).getByRole("cell", { name: "Customer support" })).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the Limits and Users tabs have no serious accessibility problem (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openSupportTab(page, "Limits");
    await expect(page.getByRole("region", { name: "Agent limits" }).getByRole("progressbar").first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("navigation", { name: "Agent sections" }).getByRole("link", { name: "Users", exact: true }).click();
    await expect(page.getByRole("region", { name: "Conversation users" }).getByRole("table")).toBeVisible();
    await expect(page.getByRole("region", { name: "Platform users with access" }).getByRole("table")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
