import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { createAgent, openNewAgentTab, openNorthwindAgents } from "./support/agents";
import { northwind, openForNorthwind, seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

const leaveDialog = (page: Page) => page.getByRole("alertdialog", { name: "Leave without saving?" });
const agentTab = (page: Page, label: string) => page.getByRole("navigation", { name: "Agent sections" }).getByRole("link", { name: label, exact: true });
const switcher = (page: Page) => page.getByRole("button", { name: /Switch organization$/ }).first();

/** Reloads as the browser's reload button does and answers the browser's own question; answers its type. */
async function reloadAnswering(page: Page, answer: "stay" | "leave") {
  const question = page.waitForEvent("dialog");
  // Staying cancels the reload, so its promise never settles as a load.
  const reloading = page.reload().catch(() => undefined);
  const dialog = await question;
  if (answer === "stay") {
    await dialog.dismiss();
  } else {
    await dialog.accept();
    await reloading;
  }
  return dialog.type();
}

/** Counts every question the browser asks from now on, answering each with "leave". */
function browserQuestions(page: Page) {
  const asked: string[] = [];
  page.on("dialog", (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  return asked;
}

/** Onboards a second organization through the console API, so the switcher has somewhere to go. */
async function createOtherOrganization(page: Page, name: string) {
  const status = await page.evaluate(async (organizationName) => {
    const subscriptions: { id: string; isTrial: boolean }[] = await (await fetch("/api/console/admin/subscriptions?region=us")).json();
    const trial = subscriptions.find((subscription) => subscription.isTrial) ?? subscriptions[0];
    const response = await fetch("/api/console/admin/organizations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: organizationName,
        licenseKey: `license-${organizationName}`,
        region: "us",
        subscriptionId: trial?.id,
        users: [{ email: `owner-${Date.now()}@unsaved.test`, role: "owner" }],
      }),
    });
    return response.status;
  }, name);
  expect(status).toBe(201);
}

test("an edit of the agent configuration is not lost to a tab, the sidebar, Back or a reload without asking; once saved nothing asks", async ({ page }) => {
  test.slow();
  const name = `Unsaved ${unique()}`;
  const saved = "Answer questions about orders.";
  const edited = "Answer questions about orders, in one sentence.";
  await openNorthwindAgents(page);
  const row = await createAgent(page, name);
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const overview = page.url();
  const instructions = page.getByLabel("Instructions", { exact: true });
  const dialog = leaveDialog(page);
  await instructions.fill(edited);

  // A tab of the agent: the dialog says what would be lost; Stay keeps the edit where it was.
  await agentTab(page, "Keys").click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your changes to the agent configuration are not saved yet. If you leave this page now, they are lost.");
  await expect(dialog.getByRole("button", { name: "Stay" })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(overview);
  await expect(instructions).toHaveValue(edited);

  // The sidebar asks too; Escape stays.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Usage" }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(overview);
  await expect(instructions).toHaveValue(edited);

  // Back: the page stays while the dialog asks; Leave goes back after all.
  await page.goBack();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  expect(page.url()).toBe(overview);
  await expect(instructions).toHaveValue(edited);
  await page.goBack();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { name: "Agents", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/agents$/);
  await page.goForward();
  await expect(instructions).toHaveValue(saved);

  // Leave on a tab goes to it; the edit is gone, and going back asks nothing.
  await instructions.fill(edited);
  await agentTab(page, "Keys").click();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(agentTab(page, "Keys")).toHaveAttribute("aria-current", "page");
  await expect(page).toHaveURL(/\/keys$/);
  await agentTab(page, "Overview").click();
  await expect(dialog).toBeHidden();
  await expect(instructions).toHaveValue(saved);

  // Reloading asks the browser's question: staying keeps the edit, leaving reloads the saved configuration.
  await instructions.fill(edited);
  expect(await reloadAnswering(page, "stay")).toBe("beforeunload");
  await expect(instructions).toHaveValue(edited);
  expect(await reloadAnswering(page, "leave")).toBe("beforeunload");
  await expect(instructions).toHaveValue(saved);

  // Saved: neither a reload nor a tab asks.
  await instructions.fill(edited);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(`Saved ${name}.`)).toBeVisible();
  await expect(page.getByText("No unsaved changes.")).toBeVisible();
  const asked = browserQuestions(page);
  await page.reload();
  await expect(instructions).toHaveValue(edited);
  await agentTab(page, "Keys").click();
  await expect(page).toHaveURL(/\/keys$/);
  await expect(dialog).toHaveCount(0);
  expect(asked).toEqual([]);
});

test("switching the organization asks first while the agent configuration holds an edit", async ({ page }) => {
  const other = `Unsaved elsewhere ${unique()}`;
  await page.goto("/agents");
  await createOtherOrganization(page, other);
  await openNorthwindAgents(page);
  await page.getByRole("link", { name: "Northwind Support", exact: true }).click();
  const instructions = page.getByLabel("Instructions", { exact: true });
  await expect(instructions).toBeVisible();
  const edited = `${await instructions.inputValue()} (not saved)`;
  await instructions.fill(edited);
  const dialog = leaveDialog(page);

  await switcher(page).click();
  await page.getByRole("menuitem").filter({ hasText: other }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toBeHidden();
  await expect(switcher(page)).toHaveAccessibleName(`Organization: ${northwind}. Switch organization`);
  await expect(instructions).toHaveValue(edited);

  await switcher(page).click();
  await page.getByRole("menuitem").filter({ hasText: other }).click();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(switcher(page)).toHaveAccessibleName(`Organization: ${other}. Switch organization`);
});

test("an edit of the live chat settings is not lost to a tab or a reload without asking; once saved nothing asks", async ({ page }) => {
  test.slow();
  await openNewAgentTab(page, `Unsaved chat ${unique()}`, "Live chat");
  const liveChat = page.url();
  const title = page.getByLabel("Title", { exact: true });
  const dialog = leaveDialog(page);
  await page.getByRole("button", { name: "Turn on live chat" }).click();
  await title.fill("Northwind draft desk");

  await agentTab(page, "Overview").click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("Your changes to the live chat settings are not saved yet.");
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(liveChat);
  await expect(title).toHaveValue("Northwind draft desk");

  expect(await reloadAnswering(page, "stay")).toBe("beforeunload");
  await expect(title).toHaveValue("Northwind draft desk");

  await agentTab(page, "Overview").click();
  await dialog.getByRole("button", { name: "Leave without saving" }).click();
  await expect(agentTab(page, "Overview")).toHaveAttribute("aria-current", "page");
  await agentTab(page, "Live chat").click();
  await expect(page.getByRole("heading", { name: "Live chat is off — turn it on" })).toBeVisible();

  await page.getByRole("button", { name: "Turn on live chat" }).click();
  await title.fill("Northwind help desk");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Live chat saved. Visitors see the new widget.")).toBeVisible();
  await expect(page.getByText(/All changes saved/)).toBeVisible();
  const asked = browserQuestions(page);
  await agentTab(page, "Overview").click();
  await expect(agentTab(page, "Overview")).toHaveAttribute("aria-current", "page");
  await expect(dialog).toHaveCount(0);
  await page.reload();
  expect(asked).toEqual([]);
});

test("a function being written in its dialog is not lost to a reload without asking", async ({ page }) => {
  await openForNorthwind(page, "/functions", "Functions");
  await page.getByRole("button", { name: "New function", exact: true }).click();
  const name = page.getByRole("dialog", { name: "New function" }).getByLabel("Name", { exact: true });
  await name.fill("lookup_order_draft");
  expect(await reloadAnswering(page, "stay")).toBe("beforeunload");
  await expect(name).toHaveValue("lookup_order_draft");
});
