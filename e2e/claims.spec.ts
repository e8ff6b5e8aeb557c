import type { Browser, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { northwind, openForNorthwind, seriousViolations, unique } from "./support/console";
import { signInAs } from "./support/sign-in";
import { expect, test, waitForHydrationBeforeActions } from "./support/test";
import { testPassword, testUsers } from "../tests/support/test-users.mjs";

test.use({ storageState: superadminState });

/** Makes Northwind the organization the admin's browser shows; answers its id and Northwind Support's. */
async function northwindSupport(page: Page) {
  const organizations = (await (await page.request.get("/api/console/organizations")).json()) as { id: string; name: string }[];
  const organizationId = organizations.find((organization) => organization.name === northwind)!.id;
  expect((await page.request.put("/api/console/current-organization", { data: { organizationId } })).status()).toBe(200);
  const agents = (await (await page.request.get(`/api/console/organizations/${organizationId}/agents`)).json()) as { id: string; name: string }[];
  return { organizationId, agentId: agents.find((agent) => agent.name === "Northwind Support")!.id };
}

/** A new operator of Northwind who watches the agent, signed in in a browser of their own. */
async function signedInOperator(browser: Browser, admin: Page, organizationId: string, agentId: string, name: string) {
  const email = `claims-operator-${unique()}@switchboard.test`;
  const invited = await admin.request.post("/api/console/invitations", { data: { email, role: "operator", organizationId } });
  expect(invited.status()).toBe(201);
  const token = ((await invited.json()) as { inviteUrl: string }).inviteUrl.split("/invite/")[1];
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  expect((await context.request.post("/api/console/invitations/accept", { data: { token, name, password: testPassword } })).ok()).toBe(true);
  const users = (await (await admin.request.get("/api/console/users")).json()) as { id: string; email: string }[];
  const operatorId = users.find((user) => user.email === email)!.id;
  expect((await admin.request.patch(`/api/console/organizations/${organizationId}/operators/${operatorId}/agents`, { data: { add: [agentId] } })).ok()).toBe(
    true,
  );
  const page = await context.newPage();
  await waitForHydrationBeforeActions(page);
  await signInAs(page, email);
  return { context, page };
}

test("an admin takes a conversation over from the operator handling it, who sees at once that it is no longer theirs", async ({ browser, page }) => {
  test.slow();
  const { organizationId, agentId } = await northwindSupport(page);
  const operatorName = `Otto ${unique()}`;
  const operator = await signedInOperator(browser, page, organizationId, agentId, operatorName);
  try {
    // A customer starts a chat on the website.
    const customer = await operator.context.newPage();
    await waitForHydrationBeforeActions(customer);
    await customer.goto(`/chat/${agentId}`);
    const customerName = `Ada ${unique()}`;
    await customer.getByRole("textbox", { name: "Your name" }).fill(customerName);
    await customer.getByRole("textbox", { name: "Email" }).fill(`claims-${unique()}@example.test`);
    await customer.getByRole("button", { name: "Start chat" }).click();
    await expect(customer).toHaveURL(/[?&]conversation=[\w-]+/);
    const conversationId = new URL(customer.url()).searchParams.get("conversation")!;
    await customer.close();

    // The operator takes it over.
    const mine = operator.page;
    await openForNorthwind(mine, `/inbox/${conversationId}`, "Inbox");
    await expect(mine.getByRole("status").filter({ hasText: /^Live$/ })).toBeVisible({ timeout: 15_000 });
    await mine.getByRole("button", { name: "Take over" }).click();
    await expect(mine.getByText("Operator: you")).toBeVisible();

    // The admin sees who handles it; the actions are theirs alone, and the admin may take it from them.
    await openForNorthwind(page, `/inbox/${conversationId}`, "Inbox");
    await expect(page.getByRole("heading", { name: customerName, level: 2 })).toBeVisible();
    const actions = page.getByRole("group", { name: "Conversation actions" });
    await expect(actions).toContainText(`${operatorName} is handling it: only they can reply, hand it back or close it.`);
    await expect(actions.getByRole("button", { name: "Hand back to AI" })).toHaveCount(0);
    await expect(actions.getByRole("button", { name: "Close" })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await actions.getByRole("button", { name: `Take over from ${operatorName}` }).click();
    const dialog = page.getByRole("alertdialog", { name: `Take ${customerName}'s conversation from ${operatorName}?` });
    await expect(dialog).toContainText("The audit log records that you took it.");
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Take over" }).click();
    await expect(page.getByText(`You took ${customerName}'s conversation over from ${operatorName}.`)).toBeVisible();
    await expect(page.getByText("Operator: you")).toBeVisible();
    await expect(actions.getByRole("button", { name: "Hand back to AI" })).toBeVisible();

    // The operator is told live, and the conversation's actions are the admin's now.
    await expect(mine.getByText(`${testUsers.superadmin.name} took ${customerName}'s conversation over from you.`)).toBeVisible();
    await expect(mine.getByText(`Operator: ${testUsers.superadmin.name}`)).toBeVisible();
    await expect(mine.getByRole("group", { name: "Conversation actions" })).toContainText(`${testUsers.superadmin.name} is handling it`);
    await expect(mine.getByRole("button", { name: /^Take over from/ })).toHaveCount(0);
    expect(await seriousViolations(mine)).toEqual([]);

    // The audit log keeps the take.
    const audit = (await (await page.request.get("/api/console/audit?action=conversation.take&pageSize=50")).json()) as {
      entries: { target: string | null; details: unknown }[];
    };
    expect(audit.entries.find((entry) => entry.target?.endsWith(`conversation:${conversationId}`))?.details).toMatchObject({ fromName: operatorName });
  } finally {
    await operator.context.close();
  }
});
