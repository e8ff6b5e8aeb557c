import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNewAgentTab, openNorthwindAgents } from "./support/agents";
import { openForNorthwind, seriousViolations, unique } from "./support/console";
import { expect, test, waitForHydrationBeforeActions } from "./support/test";

test.use({ storageState: superadminState });

test("the idle time after which conversations are archived is set with the live chat settings, checked, and kept", async ({ page }) => {
  await openNewAgentTab(page, `Idle archive ${unique()}`, "Live chat");
  // It applies to every conversation, so it shows while the widget is off.
  await expect(page.getByRole("heading", { name: "Live chat is off — turn it on" })).toBeVisible();
  const archiving = page.getByRole("switch", { name: "Archive idle conversations" });
  await expect(archiving).not.toBeChecked();
  await expect(page.getByText("Off: conversations stay open until someone closes them.")).toBeVisible();

  await archiving.click();
  const minutes = page.getByLabel("Idle time in minutes");
  await expect(minutes).toHaveValue("1440");
  await expect(page.getByText("Archived after 1 day without a message.")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await minutes.fill("0");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(minutes).toHaveAttribute("aria-invalid", "true");
  await minutes.fill("90");
  await expect(page.getByText("Archived after 1 hour 30 minutes without a message.")).toBeVisible();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText(/All changes saved/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole("switch", { name: "Archive idle conversations" })).toBeChecked();
  await expect(page.getByLabel("Idle time in minutes")).toHaveValue("90");
});

/** Northwind Support's id, read from its link on the agents page. */
async function northwindSupportId(page: Page) {
  await openNorthwindAgents(page);
  const href = await page.getByRole("link", { name: "Northwind Support", exact: true }).getAttribute("href");
  return href!.split("/")[2]!;
}

test("a hand-off writes the conversation's summary, shown in the inbox beside the conversation, and taking over adds to it", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const agentId = await northwindSupportId(page);
  const customerContext = await browser.newContext({ storageState: superadminState });
  const name = `Grace ${unique()}`;
  try {
    const customer = await customerContext.newPage();
    await waitForHydrationBeforeActions(customer);
    await customer.goto(`/chat/${agentId}`);
    await customer.getByRole("textbox", { name: "Your name" }).fill(name);
    await customer.getByRole("textbox", { name: "Email" }).fill(`summary-${unique()}@example.test`);
    await customer.getByRole("button", { name: "Start chat" }).click();
    const composer = customer.getByRole("textbox", { name: "Message" });
    await composer.fill("How long does standard shipping take to Canada?");
    await composer.press("Enter");
    await expect(customer.getByRole("log", { name: "Conversation" }).getByText(/7 to 10 business days/)).toBeVisible({ timeout: 15_000 });
    await composer.fill("Thanks. Can I talk to a human, please?");
    await composer.press("Enter");
    await expect(customer.getByRole("log", { name: "Conversation" }).getByText(/hand you over/)).toBeVisible({ timeout: 15_000 });
  } finally {
    await customerContext.close();
  }

  await openForNorthwind(page, "/inbox", "Inbox");
  await page.getByRole("list", { name: "Conversations: Waiting for a human" }).getByRole("link").filter({ hasText: name }).click();
  await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
  const details = page.getByRole("complementary", { name: "About the conversation" });
  await expect(details.getByText('Asked: "How long does standard shipping take to Canada?" · "Thanks. Can I talk to a human, please?"')).toBeVisible();
  await expect(details.getByText(/Answered: ".*7 to 10 business days/)).toBeVisible();
  await expect(details.getByText(/Handed to a person \(.+ UTC\): The user asked for a person\./)).toBeVisible();
  await expect(details.getByText("No summary yet.")).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Take over" }).click();
  await expect(page.getByText("Mode: manual (a person answers)")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("complementary", { name: "About the conversation" }).getByText(/Taken over by a person \(.+ UTC\)\./)).toBeVisible();
});
