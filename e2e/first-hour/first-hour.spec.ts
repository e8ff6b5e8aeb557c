import { execFile } from "node:child_process";
import { promisify } from "node:util";

import type { Browser, BrowserContext, Page } from "@playwright/test";

import { startFreshConsole, type FreshConsole } from "./npm-start";
import { freePort } from "../../tests/support/free-port";
import { createAgent, openAgentTab } from "../support/agents";
import { choose, seriousViolations, unique } from "../support/console";
import { addMarkdownToVectorStore } from "../support/knowledge";
import { expect, test, waitForHydrationBeforeActions } from "../support/test";
import { chatFrame, startShop, type Shop } from "../support/widget-shop";

/*
 * The first hour of every role on a fresh install, through the UI only: `npm start` with no settings, the
 * super-admin signs in with what it printed and onboards an organization, its admin and operator join from
 * their invitation links, the admin sets an agent up and puts its chat on the organization's website, and a
 * customer's request for a person, made in the chat on that website, reaches the operator, whose reply reaches
 * the customer. Every page visited is checked with axe.
 */
test.describe.configure({ mode: "serial" });

const suffix = unique();
const organizationName = `Acme ${suffix}`;
const adminEmail = `ada-${suffix}@acme.test`;
const operatorEmail = `otto-${suffix}@acme.test`;
const agentName = `Acme Help ${suffix}`;
const password = "a long first-hour password";

let server: FreshConsole;
/** The organization's own website, on an origin apart from the console's, where its customers chat. */
let shop: Shop;
const contexts: BrowserContext[] = [];
const invitationLinks: Record<string, string> = {};
let agentPath = "";

test.beforeAll(async () => {
  test.setTimeout(360_000);
  server = await startFreshConsole(await freePort());
  shop = await startShop();
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await server?.stop();
  await shop?.close();
});

/** A browser of its own for one person, on the fresh console. */
async function personPage(browser: Browser, options: { viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({ baseURL: server.baseUrl, ...options });
  contexts.push(context);
  const page = await context.newPage();
  await waitForHydrationBeforeActions(page);
  return page;
}

async function expectAccessible(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function signIn(page: Page, email: string, secret: string) {
  await page.goto("/");
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(secret);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible({ timeout: 20_000 });
}

/** Opens an invitation link, joins with a name and password, and lands signed in. */
async function acceptInvitation(page: Page, link: string, name: string) {
  await page.goto(link);
  await expect(page.getByRole("button", { name: /join|accept/i })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: /join|accept/i }).click();
  await expect(page.getByRole("button", { name: /Account menu/ })).toBeVisible({ timeout: 20_000 });
}

let superadmin: Page;
let admin: Page;
let operator: Page;

test("the first start prints a sign-in, and it works", async ({ browser }) => {
  expect(server.email).toBe("admin@localhost");
  superadmin = await personPage(browser);
  await signIn(superadmin, server.email, server.password);
  await expect(superadmin.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(superadmin).not.toHaveURL(/\/login/);
  await expectAccessible(superadmin);
});

test("the super-admin onboards an organization, inviting its admin and an operator", async () => {
  await superadmin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" }).click();
  await expect(superadmin.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  await expectAccessible(superadmin);
  await superadmin.getByRole("link", { name: "Create organization" }).click();
  await expect(superadmin.getByRole("heading", { name: "Create organization", level: 1 })).toBeVisible();
  await expect(superadmin.getByRole("combobox", { name: "Subscription" })).toBeEnabled();
  await expectAccessible(superadmin);

  await superadmin.getByLabel("Organization name").fill(organizationName);
  await superadmin.getByLabel("License key").fill(`licence-${suffix}`);
  await choose(superadmin, superadmin.getByRole("combobox", { name: "Subscription" }), "Starter — $99.00");
  await superadmin.getByLabel("User 1 email").fill(adminEmail);
  await superadmin.getByRole("button", { name: "Add user" }).click();
  await superadmin.getByLabel("User 2 email").fill(operatorEmail);
  await choose(superadmin, superadmin.getByRole("combobox", { name: "User 2 role" }), "Copilot user");
  await superadmin.getByRole("button", { name: "Create organization" }).click();

  await expect(superadmin.getByText(`${organizationName} was created in the US region on Starter.`)).toBeVisible({ timeout: 20_000 });
  for (const email of [adminEmail, operatorEmail]) {
    const link = superadmin.getByLabel(`Invitation link for ${email}`);
    await expect(link).toHaveValue(new RegExp(`^${server.baseUrl}/invite/`));
    invitationLinks[email] = await link.inputValue();
  }
  await expectAccessible(superadmin);
});

test("the admin joins, creates an agent and gives it a knowledge file", async ({ browser }) => {
  test.setTimeout(120_000);
  admin = await personPage(browser);
  await acceptInvitation(admin, invitationLinks[adminEmail]!, "Ada Admin");
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Agents" }).click();
  await expect(admin.getByRole("heading", { name: "Agents", level: 1 })).toBeVisible();
  await expect(admin.getByRole("button", { name: `Organization: ${organizationName}. Switch organization` }).first()).toBeVisible();
  await expect(admin.getByText("No agents yet — create one")).toBeVisible();
  await expectAccessible(admin);

  const row = await createAgent(admin, agentName);
  await row.getByRole("link", { name: agentName, exact: true }).click();
  await expect(admin.getByRole("heading", { name: agentName, level: 1 })).toBeVisible();
  agentPath = new URL(admin.url()).pathname;
  await expectAccessible(admin);

  await openAgentTab(admin, "Knowledge");
  await addMarkdownToVectorStore(admin, "returns.md", "# Returns\n\nAcme takes returns within 45 days of delivery, free of charge.\n");
  await expectAccessible(admin);
});

test("the operator joins and is told to ask for an agent", async ({ browser }) => {
  operator = await personPage(browser);
  await acceptInvitation(operator, invitationLinks[operatorEmail]!, "Otto Operator");
  await operator.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Inbox" }).click();
  await expect(operator.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await expect(operator.getByText("No agents to watch")).toBeVisible();
  await expectAccessible(operator);
});

test("the admin creates a key for the organization's own systems and sees its secret once", async () => {
  await admin.goto(agentPath);
  await openAgentTab(admin, "Keys");
  await expectAccessible(admin);
  await admin.getByRole("button", { name: "Create key" }).click();
  const form = admin.getByRole("dialog", { name: "Create a key for an integration" });
  await form.getByLabel("Name").fill("Help desk");
  await form.getByRole("button", { name: "Create key" }).click();

  const reveal = admin.getByRole("dialog", { name: "Copy the secret of Help desk" });
  await expect(reveal).toContainText("you will not see it again");
  const secret = await reveal.getByLabel("Secret").inputValue();
  expect(secret.length).toBeGreaterThanOrEqual(20);
  await admin.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.baseUrl });
  await reveal.getByRole("button", { name: "Copy secret" }).click();
  expect(await admin.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  const example = await reveal.getByLabel("Try it: the agent's latest conversations").inputValue();
  expect(example).toContain(`${server.baseUrl}/`);
  expect(example).toContain(secret);
  await expectAccessible(admin);

  // The example works as shown, as the organization's own systems would run it.
  const { stdout } = await promisify(execFile)("bash", ["-c", `${example} --silent --show-error --fail-with-body`]);
  expect(JSON.parse(stdout)).toMatchObject({ currentPage: 1, data: [] });

  await reveal.getByRole("button", { name: "I have copied it" }).click();
  await expect(reveal).toBeHidden();
  expect(await admin.content()).not.toContain(secret);
  await admin.reload();
  await expect(admin.getByRole("row").filter({ hasText: "Help desk" })).toBeVisible();
  expect(await admin.content()).not.toContain(secret);
});

test("the admin gives the agent to the operator on Settings → Users", async () => {
  await admin.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Settings" }).click();
  await admin.getByRole("navigation", { name: "Settings", exact: true }).getByRole("link", { name: "Users" }).click();
  await expect(admin.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  const row = admin.getByRole("row").filter({ hasText: operatorEmail });
  await expect(row.getByText("None yet")).toBeVisible();
  await expectAccessible(admin);
  await row.getByRole("button", { name: "Choose agents for Otto Operator" }).click();
  const dialog = admin.getByRole("dialog", { name: "Agents Otto Operator watches" });
  await dialog.getByRole("checkbox", { name: agentName }).check();
  await expectAccessible(admin);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText(agentName)).toBeVisible();
});

test("the admin puts the chat on the organization's website: live chat on, the website allowed, the snippet copied", async () => {
  await admin.goto(agentPath);
  await openAgentTab(admin, "Live chat");
  await expect(admin.getByRole("switch", { name: "Live chat", exact: true })).not.toBeChecked();
  const card = admin.getByRole("region", { name: "On your website" });
  await expect(card.getByText("Live chat is off")).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole("button", { name: "Turn on live chat" }).click();
  await admin.getByRole("button", { name: "Save changes" }).click();
  await expect(admin.getByText("Live chat saved. Visitors see the new widget.")).toBeVisible();
  await expect(card.getByText("Live chat is off")).toBeHidden();

  const origin = card.getByRole("textbox", { name: "Website origin" });
  await origin.fill(shop.origin);
  await origin.press("Enter");
  await card.getByRole("button", { name: "Save website settings" }).click();
  await expect(admin.getByText(/^Website settings saved\. 1 website can show the chat\.$/)).toBeVisible();
  await card.getByRole("button", { name: "Copy snippet" }).click();
  const snippet = await admin.evaluate(() => navigator.clipboard.readText());
  expect(snippet).toMatch(new RegExp(`^<script src="${server.baseUrl}/widget\\.js" data-agent="[^"]+" async></script>$`));
  shop.paste(snippet);
  await expectAccessible(admin);
});

test("a customer on the website asks for a person; the operator sees it, takes over and replies; the customer sees the reply", async ({ browser }) => {
  test.setTimeout(120_000);
  await operator.reload();
  await expect(operator.getByText("No agents to watch")).toBeHidden();
  await expect(operator.getByRole("status").filter({ hasText: /^Live$/ })).toBeVisible({ timeout: 15_000 });

  // A customer of the organization: a browser of their own on its website, never signed in to the console.
  const customerContext = await browser.newContext();
  contexts.push(customerContext);
  const customer = await customerContext.newPage();
  await customer.goto(shop.origin);
  const chat = chatFrame(customer);
  await chat.getByRole("button", { name: "Open chat" }).click();
  await chat.getByRole("textbox", { name: /^Name/ }).fill("Cora Customer");
  await chat.getByRole("textbox", { name: /^Email/ }).fill(`cora-${suffix}@example.test`);
  await chat.getByRole("button", { name: "Start chat" }).click();
  const customerLog = chat.getByRole("log", { name: "Conversation" });
  await expect(customerLog).toBeVisible();
  await expectAccessible(customer);
  const composer = chat.getByRole("textbox", { name: "Message" });
  await composer.fill("How long do I have to return a parcel?");
  await composer.press("Enter");
  await expect(customerLog.getByText(/45 days/)).toBeVisible({ timeout: 20_000 });
  await expect(composer).toBeEnabled();
  await composer.fill("Can I talk to a person, please?");
  await composer.press("Enter");
  await expect(customerLog.getByText("Can I talk to a person, please?")).toBeVisible();

  const waiting = operator.getByRole("list", { name: "Conversations: Waiting for a human" });
  const row = waiting.getByRole("link").filter({ hasText: "Cora Customer" });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await row.click();
  await expect(operator.getByRole("heading", { name: "Cora Customer", level: 2 })).toBeVisible();
  await operator.getByRole("button", { name: "Take over" }).click();
  await expect(operator.getByText("Mode: manual (a person answers)")).toBeVisible();
  await expectAccessible(operator);
  const reply = operator.getByRole("textbox", { name: "Reply to Cora Customer" });
  await reply.fill("Hello Cora, Otto here: I will sort out your return.");
  await reply.press("Enter");
  await expect(customerLog.getByText("Hello Cora, Otto here: I will sort out your return.")).toBeVisible({ timeout: 20_000 });
  await expect(chat.getByRole("status").filter({ hasText: "A person is answering" })).toBeVisible();
});

test("the inbox works on a phone: no sideways scrolling, the conversation opens and leads back to the list", async ({ browser }) => {
  const phone = await personPage(browser, { viewport: { width: 390, height: 844 } });
  await signIn(phone, operatorEmail, password);
  await phone.goto("/inbox?view=human");
  await expect(phone.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
  await expect(phone.getByRole("link").filter({ hasText: "Cora Customer" })).toBeVisible();
  const fitsTheScreen = () => phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fitsTheScreen()).toBe(true);
  await phone.getByRole("link").filter({ hasText: "Cora Customer" }).click();
  await expect(phone.getByRole("heading", { name: "Cora Customer", level: 2 })).toBeVisible();
  expect(await fitsTheScreen()).toBe(true);
  await expect(phone.getByRole("textbox", { name: "Reply to Cora Customer" })).toBeVisible();
  await expectAccessible(phone);
});
