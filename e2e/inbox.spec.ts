import type { BrowserContext, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNorthwindAgents } from "./support/agents";
import { openForNorthwind, seriousViolations, unique } from "./support/console";
import { expect, test, waitForHydrationBeforeActions } from "./support/test";

test.use({ storageState: superadminState });

/** Northwind Support's id, read from its link on the agents page. */
async function northwindSupportId(page: Page) {
  await openNorthwindAgents(page);
  const href = await page.getByRole("link", { name: "Northwind Support", exact: true }).getAttribute("href");
  const agentId = href?.split("/")[2];
  expect(agentId).toBeTruthy();
  return agentId!;
}

/** Opens the inbox and waits until its live events flow. */
async function openInbox(page: Page, path = "/inbox") {
  await openForNorthwind(page, path, "Inbox");
  await expect(page.getByRole("status").filter({ hasText: /^Live$/ })).toBeVisible({ timeout: 15_000 });
}

async function say(customer: Page, text: string) {
  const composer = customer.getByRole("textbox", { name: "Message" });
  await composer.fill(text);
  await composer.press("Enter");
  await expect(composer).toHaveValue("");
  await expect(customer.getByRole("log", { name: "Conversation" }).getByText(text)).toBeVisible();
}

/** A customer starting a chat with the agent on a page of their own; answers the chat's page and its log. */
async function startChat(context: BrowserContext, agentId: string, name: string, email: string) {
  const customer = await context.newPage();
  await waitForHydrationBeforeActions(customer);
  await customer.goto(`/chat/${agentId}`);
  await customer.getByRole("textbox", { name: "Your name" }).fill(name);
  await customer.getByRole("textbox", { name: "Email" }).fill(email);
  await customer.getByRole("button", { name: "Start chat" }).click();
  const log = customer.getByRole("log", { name: "Conversation" });
  await expect(log).toBeVisible();
  return { customer, log };
}

test("a customer asks for a person; an operator sees it live, takes over, replies, hands back to the AI and closes", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const agentId = await northwindSupportId(page);
  await openInbox(page);

  const customerContext = await browser.newContext({ storageState: superadminState });
  try {
    const name = `Ada ${unique()}`;
    const { customer, log: customerLog } = await startChat(customerContext, agentId, name, `inbox-${unique()}@example.test`);
    await expect(customer).toHaveURL(/[?&]conversation=[\w-]+/);
    const conversationId = new URL(customer.url()).searchParams.get("conversation")!;
    await say(customer, "Can I talk to a human, please?");

    // Live: the conversation shows up under Waiting without a reload, with how long it has waited.
    const waiting = page.getByRole("list", { name: "Conversations: Waiting for a human" });
    const row = waiting.getByRole("link").filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: 5_000 });
    await expect(row).toContainText("Waited");
    await expect(page).toHaveTitle(/^\(\d+\) Inbox/);

    await row.click();
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    const thread = page.getByRole("log", { name: `Messages with ${name}` });
    await expect(thread.getByText("Can I talk to a human, please?")).toBeVisible();
    await expect(page.getByText("Mode: AI answers")).toBeVisible();

    await page.getByRole("button", { name: "Take over" }).click();
    await expect(page.getByText("Mode: manual (a person answers)")).toBeVisible();
    await expect(page.getByText("Operator: you")).toBeVisible();

    const replyText = `Hi, this is the Northwind team (${unique()}). How can I help?`;
    const reply = page.getByRole("textbox", { name: `Reply to ${name}` });
    // The first attempt is lost on the way: the reply stays, with its text, to be sent again once.
    await page.route("**/inbox/conversations/*/messages", (route) => route.abort(), { times: 1 });
    await reply.fill(replyText);
    await reply.press("Enter");
    await expect(reply).toHaveValue("");
    await expect(thread.getByText("Not sent —")).toBeVisible();
    await expect(thread.getByText(replyText)).toBeVisible();
    await thread.getByRole("button", { name: "Retry" }).click();
    await expect(thread.getByText("Not sent —")).toBeHidden();
    await expect(customerLog.getByText(replyText)).toBeVisible({ timeout: 15_000 });
    await expect(thread.getByText(replyText)).toHaveCount(1);
    await expect(customerLog.getByText(replyText)).toHaveCount(1);

    // While a person handles it, the AI says nothing.
    const aiTurns = thread.getByText(/\(AI\)$/);
    const aiTurnsBefore = await aiTurns.count();
    await say(customer, "My order number is 1042.");
    await expect(thread.getByText("My order number is 1042.")).toBeVisible({ timeout: 10_000 });
    await page.waitForTimeout(3_000);
    expect(await aiTurns.count()).toBe(aiTurnsBefore);
    await expect(customerLog.locator("p").last()).toHaveText("My order number is 1042.");

    // Handed back, the AI answers the next question.
    await page.getByRole("button", { name: "Hand back to AI" }).click();
    await expect(page.getByText("Mode: AI answers")).toBeVisible();
    await say(customer, "How long does standard shipping take to Canada?");
    await expect(customerLog.getByText(/7 to 10 business days/)).toBeVisible({ timeout: 15_000 });
    await expect(thread.getByText(/7 to 10 business days/)).toBeVisible({ timeout: 10_000 });

    // Closing asks first, then moves the conversation to Closed.
    await page.getByRole("button", { name: "Close", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: `Close ${name}'s conversation?` });
    await confirm.getByRole("button", { name: "Close conversation" }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole("list", { name: "Where the conversation stands" }).getByText(/^Closed/)).toBeVisible();
    await page
      .getByRole("navigation", { name: "Inbox views" })
      .getByRole("link", { name: /^Closed/ })
      .click();
    await expect(page.getByRole("list", { name: "Conversations: Closed" }).getByRole("link").filter({ hasText: name })).toBeVisible();

    // Closing fired the agent's end-of-dialog webhook to the console's receiver.
    await page.goto(`/agents/${agentId}/webhooks`);
    const delivery = page
      .getByRole("region", { name: "Recent deliveries" })
      .getByRole("row")
      .filter({ hasText: conversationId })
      .filter({ hasText: "Conversation ended" });
    await expect(delivery.first()).toBeVisible({ timeout: 20_000 });
  } finally {
    await customerContext.close();
  }
});

test("saved replies are inserted with / and the keyboard, and shortcuts move through the list", async ({ page }) => {
  await openInbox(page);
  const shortcut = `thanks${unique()}`;
  await page.getByRole("button", { name: "Saved replies" }).click();
  const dialog = page.getByRole("dialog", { name: "Saved replies" });
  await dialog.getByRole("textbox", { name: "Shortcut" }).fill(shortcut);
  await dialog.getByRole("textbox", { name: "Reply" }).fill("Thank you for waiting, I am on it.");
  await dialog.getByRole("button", { name: "Save reply" }).click();
  await expect(dialog.getByRole("list", { name: "Saved replies" }).getByText(`/${shortcut}`)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page
    .getByRole("navigation", { name: "Inbox views" })
    .getByRole("link", { name: /^AI-handled/ })
    .click();
  const list = page.getByRole("list", { name: "Conversations: AI-handled" });
  await expect(list.getByRole("link").first()).toBeVisible();
  await page.locator("body").press("j");
  await expect(page).toHaveURL(/\/inbox\/[^?]+\?view=ai/);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();

  await page.locator("body").press("r");
  const reply = page.getByRole("textbox", { name: /^Reply to / });
  await expect(reply).toBeFocused();
  await reply.pressSequentially(`/${shortcut.slice(0, 8)}`);
  const options = page.getByRole("listbox", { name: "Saved replies" });
  await expect(options.getByRole("option", { name: new RegExp(shortcut) })).toBeVisible();
  await reply.press("Enter");
  await expect(reply).toHaveValue("Thank you for waiting, I am on it.");
  await reply.fill("");

  await reply.blur();
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Saved replies" }).click();
  await dialog.getByRole("button", { name: `Delete /${shortcut}` }).click();
  await page
    .getByRole("alertdialog", { name: `Delete /${shortcut}?` })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(dialog.getByText(`/${shortcut}`)).toBeHidden();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the inbox with a conversation open has no serious accessibility problem (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openInbox(page, "/inbox?view=ai");
    const first = page.getByRole("list", { name: "Conversations: AI-handled" }).getByRole("link").first();
    await first.click();
    await expect(page.getByRole("log", { name: /^Messages with / })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Internal notes" })).toBeVisible();
    await expect(page.getByText("Loading notes")).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test("the list is searched by name, email and last message, and Unassigned holds the hand-offs nobody has claimed", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const agentId = await northwindSupportId(page);
  await openInbox(page, "/inbox?view=unassigned");

  const customerContext = await browser.newContext({ storageState: superadminState });
  try {
    // Two customers ask for a person; nobody has claimed either, so both show up live under Unassigned.
    const tag = unique();
    const name = `Zoë Searchlight${tag}`;
    const otherName = `Ada Lamplight${tag}`;
    const { customer } = await startChat(customerContext, agentId, name, `searchlight-${tag}@example.test`);
    await say(customer, "Can I talk to a human, please?");
    const other = await startChat(customerContext, agentId, otherName, `lamplight-${tag}@example.test`);
    await say(other.customer, "Can I talk to a human, please?");
    const unassigned = page.getByRole("list", { name: "Conversations: Unassigned" });
    const row = unassigned.getByRole("link").filter({ hasText: name });
    const otherRow = unassigned.getByRole("link").filter({ hasText: otherName });
    await expect(row).toBeVisible({ timeout: 10_000 });
    await expect(otherRow).toBeVisible({ timeout: 10_000 });

    // `/` goes to the search; typing narrows the list by the contact's name, accents and case aside, and
    // replaces the address instead of adding a history entry per key.
    const historyBefore = await page.evaluate(() => history.length);
    await page.locator("body").press("/");
    const search = page.getByRole("searchbox", { name: "Search" });
    await expect(search).toBeFocused();
    await search.pressSequentially(`ZOE searchlight${tag}`);
    await expect(page).toHaveURL(new RegExp(`[?&]q=ZOE\\+searchlight${tag}`));
    await expect(unassigned.getByRole("link")).toHaveCount(1);
    await expect(row).toBeVisible();
    await expect(otherRow).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: "1 conversation in Unassigned matches" })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);

    // A reload keeps the search.
    await page.reload();
    await expect(search).toHaveValue(`ZOE searchlight${tag}`);
    await expect(unassigned.getByRole("link")).toHaveCount(1);
    await expect(row).toBeVisible();

    // By email.
    await search.fill(`  searchlight-${tag}@EXAMPLE `);
    await expect(unassigned.getByRole("link")).toHaveCount(1);
    await expect(row).toBeVisible();
    await search.fill(`lamplight-${tag}@`);
    await expect(unassigned.getByRole("link")).toHaveCount(1);
    await expect(otherRow).toBeVisible();

    // Back brings the search of the page gone back to, whatever was typed since.
    await otherRow.click();
    await expect(page.getByRole("heading", { name: otherName, level: 2 })).toBeVisible();
    await search.fill(`searchlight${tag}`);
    await expect(row).toBeVisible();
    await page.goBack();
    await expect(search).toHaveValue(`lamplight-${tag}@`);
    await expect(page).toHaveURL(/\/inbox\?view=unassigned&q=lamplight/);
    await expect(unassigned.getByRole("link")).toHaveCount(1);
    await expect(otherRow).toBeVisible();

    // A search that finds nothing says so, apart from the view's own empty state, and clears from there.
    await search.fill(`nothing-like-${tag}`);
    await expect(page.getByRole("heading", { name: `Nothing in Unassigned matches “nothing-like-${tag}”` })).toBeVisible();
    await page.getByRole("button", { name: "Clear search" }).last().click();
    await expect(search).toHaveValue("");
    await expect(search).toBeFocused();
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(row).toBeVisible();
    await expect(otherRow).toBeVisible();

    // Claimed, it leaves Unassigned for Mine.
    await row.click();
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await page.getByRole("group", { name: "Conversation actions" }).getByRole("button", { name: "Claim" }).click();
    await expect(page.getByText("Operator: you")).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(otherRow).toBeVisible();
    const views = page.getByRole("navigation", { name: "Inbox views" });
    await views.getByRole("link", { name: /^Mine/ }).click();
    const mine = page.getByRole("list", { name: "Conversations: Mine" });
    await mine.getByRole("link").filter({ hasText: name }).click();

    // By the last message: taken over, the AI is silent, so what the customer says last is the row's preview.
    await expect(page.getByRole("heading", { name, level: 2 })).toBeVisible();
    await page.getByRole("button", { name: "Take over" }).click();
    await expect(page.getByText("Mode: manual (a person answers)")).toBeVisible();
    const word = `Parcel${unique()}`;
    await say(customer, `The ${word} went to the wrong door.`);
    await expect(mine.getByRole("link").filter({ hasText: name })).toContainText(word, { timeout: 10_000 });
    await search.fill(`${word.toLowerCase()} wrong door`);
    await expect(mine.getByRole("link")).toHaveCount(1);
    await expect(mine.getByRole("link").filter({ hasText: name })).toBeVisible();

    // No serious accessibility problem with a search applied.
    expect(await seriousViolations(page)).toEqual([]);

    // Escape clears it.
    await search.press("Escape");
    await expect(search).toHaveValue("");
    await expect(page).not.toHaveURL(/[?&]q=/);
  } finally {
    await customerContext.close();
  }
});
