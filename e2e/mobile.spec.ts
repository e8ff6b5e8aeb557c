import type { Browser, BrowserContext, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { choose, northwind, seriousViolations, unique } from "./support/console";
import { signInAs } from "./support/sign-in";
import { expect, test, waitForHydrationBeforeActions } from "./support/test";
import { testPassword, testUsers } from "../tests/support/test-users.mjs";

/** An ordinary phone held upright. */
const phone = { width: 390, height: 844 };

test.use({ storageState: superadminState, viewport: phone });

/** Shown whole: a tab at the row's end may stay a fraction of a pixel short of it, which nobody sees. */
const wholly = 0.99;

/** The page fits the phone's width: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page, screen: string) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: `${screen} scrolls sideways` })
    .toBeLessThanOrEqual(0);
}

/** Makes Northwind the organization the page's browser shows, and answers its id. */
async function showNorthwind(page: Page) {
  const organizations = (await (await page.request.get("/api/console/organizations")).json()) as { id: string; name: string }[];
  const organizationId = organizations.find((organization) => organization.name === northwind)!.id;
  expect((await page.request.put("/api/console/current-organization", { data: { organizationId } })).status()).toBe(200);
  return organizationId;
}

async function northwindSupportId(page: Page, organizationId: string) {
  const agents = (await (await page.request.get(`/api/console/organizations/${organizationId}/agents`)).json()) as { id: string; name: string }[];
  return agents.find((agent) => agent.name === "Northwind Support")!.id;
}

/** A new operator of Northwind who watches Northwind Support, signed in on a phone of their own. */
async function operatorOnPhone(browser: Browser, admin: Page, organizationId: string, agentId: string) {
  const email = `phone-operator-${unique()}@switchboard.test`;
  const invited = await admin.request.post("/api/console/invitations", { data: { email, role: "operator", organizationId } });
  expect(invited.status()).toBe(201);
  const token = ((await invited.json()) as { inviteUrl: string }).inviteUrl.split("/invite/")[1];
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: phone });
  const accepted = await context.request.post("/api/console/invitations/accept", { data: { token, name: "Pia Phone", password: testPassword } });
  expect(accepted.ok()).toBe(true);
  const users = (await (await admin.request.get("/api/console/users")).json()) as { id: string; email: string }[];
  const operatorId = users.find((user) => user.email === email)!.id;
  const given = await admin.request.patch(`/api/console/organizations/${organizationId}/operators/${operatorId}/agents`, { data: { add: [agentId] } });
  expect(given.ok()).toBe(true);

  const page = await context.newPage();
  await waitForHydrationBeforeActions(page);
  await signInAs(page, email);
  return { context, page };
}

/** A customer on the website chat who asks for a person; answers their name and their page. */
async function customerAsksForPerson(context: BrowserContext, agentId: string) {
  const customer = await context.newPage();
  await waitForHydrationBeforeActions(customer);
  await customer.goto(`/chat/${agentId}`);
  const name = `Phoebe ${unique()}`;
  await customer.getByRole("textbox", { name: "Your name" }).fill(name);
  await customer.getByRole("textbox", { name: "Email" }).fill(`phone-${unique()}@example.test`);
  await customer.getByRole("button", { name: "Start chat" }).click();
  const composer = customer.getByRole("textbox", { name: "Message" });
  await composer.fill("Can I talk to a human, please?");
  await composer.press("Enter");
  await expect(customer.getByRole("log", { name: "Conversation" }).getByText("Can I talk to a human, please?")).toBeVisible();
  return { customer, name };
}

test("an operator on a phone filters the inbox, opens a conversation, takes over, replies and goes back to the list", async ({ browser, page }) => {
  test.slow();
  const organizationId = await showNorthwind(page);
  const agentId = await northwindSupportId(page, organizationId);
  const customerContext = await browser.newContext({ storageState: superadminState });
  const operator = await operatorOnPhone(browser, page, organizationId, agentId);
  try {
    await showNorthwind(await customerContext.newPage());
    const { customer, name } = await customerAsksForPerson(customerContext, agentId);
    const phonePage = operator.page;

    // The list: the queues, the filters folded behind one button, the conversations; no thread beside them.
    await phonePage.goto("/inbox");
    await expect(phonePage.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
    await expect(phonePage.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(phonePage.getByRole("button", { name: "Open navigation" })).toBeVisible();
    await expect(phonePage.getByRole("heading", { name: "Choose a conversation" })).toBeHidden();
    const row = phonePage.getByRole("list", { name: "Conversations: Waiting for a human" }).getByRole("link").filter({ hasText: name });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expectNoSidewaysScroll(phonePage, "The inbox list");
    expect(await seriousViolations(phonePage)).toEqual([]);

    const filters = phonePage.getByRole("button", { name: /^Filters/ });
    await expect(filters).toHaveAccessibleName("Filters: All agents and channels");
    await expect(filters).toHaveAttribute("aria-expanded", "false");
    await expect(phonePage.getByRole("combobox", { name: "Agent" })).toBeHidden();
    await filters.click();
    await expect(filters).toHaveAttribute("aria-expanded", "true");
    await choose(phonePage, phonePage.getByRole("combobox", { name: "Agent" }), "Northwind Support");
    await expect(phonePage).toHaveURL(/[?&]agent=/);
    await expect(filters).toHaveAccessibleName("Filters: Northwind Support, all channels");
    await expect(phonePage.getByRole("combobox", { name: "Channel" })).toBeInViewport();
    await expectNoSidewaysScroll(phonePage, "The inbox with its filters open");

    // The thread takes the screen, with its way back, its actions and the reply box within reach.
    await row.click();
    const thread = phonePage.getByRole("log", { name: `Messages with ${name}` });
    await expect(thread.getByText("Can I talk to a human, please?")).toBeVisible();
    await expect(phonePage.getByRole("heading", { name, level: 2 })).toBeInViewport();
    await expect(phonePage.getByRole("list", { name: /^Conversations:/ })).toBeHidden();
    await expect(phonePage.getByRole("navigation", { name: "Inbox views" })).toBeHidden();
    await expect(phonePage.getByRole("link", { name: "Back to the list" })).toBeInViewport();
    const takeOver = phonePage.getByRole("button", { name: "Take over" });
    await expect(takeOver).toBeInViewport();
    await expect(phonePage.getByRole("button", { name: "Close", exact: true })).toBeInViewport();
    const reply = phonePage.getByRole("textbox", { name: `Reply to ${name}` });
    await expect(reply).toBeInViewport();
    await expectNoSidewaysScroll(phonePage, "An open conversation");
    expect(await seriousViolations(phonePage)).toEqual([]);

    await takeOver.click();
    await expect(phonePage.getByText("Mode: manual (a person answers)")).toBeVisible();
    await expect(phonePage.getByRole("button", { name: "Hand back to AI" })).toBeInViewport();
    const replyText = `Hello from a phone (${unique()}), I am on it.`;
    await reply.fill(replyText);
    const send = phonePage.getByRole("button", { name: "Send" });
    await expect(send).toBeInViewport();
    await send.click();
    await expect(reply).toHaveValue("");
    await expect(thread.getByText(replyText)).toBeInViewport();
    await expect(customer.getByRole("log", { name: "Conversation" }).getByText(replyText)).toBeVisible({ timeout: 15_000 });
    await expectNoSidewaysScroll(phonePage, "A conversation taken over");

    // Back to the list, with the agent still chosen.
    await phonePage.getByRole("link", { name: "Back to the list" }).click();
    await expect(phonePage).toHaveURL(/\/inbox\?(.*&)?agent=/);
    await expect(phonePage.getByRole("button", { name: "Filters: Northwind Support, all channels" })).toBeVisible();
    await phonePage.getByRole("navigation", { name: "Inbox views" }).getByRole("link", { name: /^Mine/ }).click();
    await expect(phonePage.getByRole("list", { name: "Conversations: Mine" }).getByRole("link").filter({ hasText: name })).toBeVisible();
    await expect(phonePage.getByRole("log")).toBeHidden();
    await expectNoSidewaysScroll(phonePage, "The inbox list after a conversation");
  } finally {
    await operator.context.close();
    await customerContext.close();
  }
});

test("on a phone the agent's tabs scroll on their own and keep the current tab in view", async ({ page }) => {
  const organizationId = await showNorthwind(page);
  const agentId = await northwindSupportId(page, organizationId);
  await page.goto(`/agents/${agentId}/playground`);
  const tabs = page.getByRole("navigation", { name: "Agent sections" });
  const playground = tabs.getByRole("link", { name: "Playground" });
  await expect(playground).toHaveAttribute("aria-current", "page");
  await expect(playground).toBeInViewport({ ratio: wholly });
  await expect(tabs.getByRole("link", { name: "Overview" })).not.toBeInViewport({ ratio: wholly });
  await expectNoSidewaysScroll(page, "The agent's playground");
  expect(await seriousViolations(page)).toEqual([]);

  // The keyboard moves along the row, which follows the focus; the tab chosen becomes current and stays in view.
  await playground.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  const limits = tabs.getByRole("link", { name: "Limits" });
  await expect(limits).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/limits$`));
  await expect(limits).toHaveAttribute("aria-current", "page");
  await expect(limits).toBeInViewport({ ratio: wholly });

  // Back at the first tab, the row is back at its start.
  await page.goto(`/agents/${agentId}`);
  await expect(tabs.getByRole("link", { name: "Overview" })).toBeInViewport({ ratio: wholly });
  await expect(playground).not.toBeInViewport({ ratio: wholly });
});

test("on a phone every console page fits the screen and the sections are one menu away", async ({ page }) => {
  test.slow();
  const organizationId = await showNorthwind(page);
  const agentId = await northwindSupportId(page, organizationId);
  const pages = [
    ["/agents", "Agents"],
    ["/inbox", "Inbox"],
    ["/knowledge", "Knowledge & Packs"],
    ["/functions", "Functions"],
    ["/usage", "Usage"],
    ["/organization", "Organization"],
    ["/admin", "Admin"],
    ["/settings", "Settings"],
    [`/agents/${agentId}`, "Northwind Support"],
  ] as const;
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    await expectNoSidewaysScroll(page, path);
  }
  for (const tab of ["knowledge", "functions", "crawls", "live-chat", "keys", "webhooks", "limits", "users", "playground"]) {
    await page.goto(`/agents/${agentId}/${tab}`);
    await expect(page.getByRole("navigation", { name: "Agent sections" }).locator('[aria-current="page"]')).toBeVisible();
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    await expectNoSidewaysScroll(page, `The agent's ${tab} tab`);
  }

  await page.getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Navigation" });
  await drawer.getByRole("link", { name: "Usage" }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("heading", { name: "Usage", level: 1 })).toBeVisible();
});

test("the seeded operator, in no organization yet, gets an inbox that fits the phone", async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, viewport: phone });
  try {
    const page = await context.newPage();
    await waitForHydrationBeforeActions(page);
    await signInAs(page, testUsers.operator.email, "/inbox");
    await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, "The seeded operator's inbox");
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});
