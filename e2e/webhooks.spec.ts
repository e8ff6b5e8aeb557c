import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { createAgent, openNorthwindAgents } from "./support/agents";
import { seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";
import { callService, createTestOrganization } from "../tests/support/agent-service";

test.use({ storageState: superadminState });

/**
 * Test setup: a fresh organization of the embedded service, connected to the console and made the current
 * one. The test keeps its organization key, so it can give itself a key of an agent made in the browser and
 * talk to that agent as a website would.
 */
async function openFreshOrganization(page: Page, baseUrl: string) {
  const organization = await createTestOrganization(baseUrl);
  const connected = await page.request.post("/api/console/organizations", {
    data: { name: `Webhooks E2E ${unique()}`, region: "us", key: organization.key },
  });
  expect(connected.status()).toBe(201);
  const { id } = (await connected.json()) as { id: string };
  expect((await page.request.put("/api/console/current-organization", { data: { organizationId: id } })).status()).toBe(200);
  await page.goto("/agents");
  await expect(page.getByRole("heading", { name: "Agents", level: 1 })).toBeVisible();
  return { ...organization, consoleOrganizationId: id };
}

/** Test setup: one user message to the agent, through the embedded service's API, as a website would send it. */
async function talkToAgent(baseUrl: string, agentKey: string, message: string) {
  const user = await callService(baseUrl, "POST", "/external/users", {
    key: agentKey,
    body: { firstName: "Grace", lastName: "Web", email: `grace.${unique()}@example.test` },
  });
  expect(user.status).toBe(201);
  const conversation = await callService(baseUrl, "POST", "/external/conversations", { key: agentKey, body: { conversationUserId: user.body.id } });
  expect(conversation.status).toBe(201);
  const sent = await callService(baseUrl, "POST", `/external/conversations/${conversation.body.id}/messages`, { key: agentKey, body: { message } });
  expect(sent.status).toBe(201);
  return conversation.body.id as string;
}

test("an admin registers the console's receiver for each message and sees a signed delivery arrive", async ({ page, baseURL }) => {
  const organization = await openFreshOrganization(page, baseURL!);
  const name = `E2E webhooks ${unique()}`;
  const row = await createAgent(page, name);
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const agentId = new URL(page.url()).pathname.split("/")[2]!;
  await page.getByRole("navigation", { name: "Agent sections" }).getByRole("link", { name: "Webhooks", exact: true }).click();

  await expect(page.getByRole("heading", { name: "No webhooks yet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Register the console's receiver" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No deliveries yet" })).toBeVisible();

  await page.getByRole("button", { name: "Register webhook" }).click();
  const dialog = page.getByRole("dialog", { name: "Register a webhook" });
  await dialog.getByRole("button", { name: "Register webhook" }).click();
  await expect(dialog.getByText("Required.")).toBeVisible();
  await dialog.getByLabel("Title").fill("Console inbox");
  await expect(dialog.getByRole("checkbox", { name: /Each message/ })).toBeChecked();
  await expect(dialog.getByRole("radio", { name: /The console's receiver/ })).toBeChecked();
  await dialog.getByRole("button", { name: "Register webhook" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Registered Console inbox for 1 event.")).toBeVisible();

  const webhookRow = page.getByRole("row").filter({ hasText: "Console inbox" });
  await expect(webhookRow.getByText("Console receiver")).toBeVisible();
  await expect(webhookRow.getByText("Kept by the console")).toBeVisible();
  await expect(webhookRow.getByText("None yet")).toBeVisible();
  await expect(page.getByText("Removing a webhook only removes it from the console")).toBeVisible();

  const key = await callService(baseURL!, "POST", `/external/agent-api-keys/${agentId}`, {
    key: organization.key,
    header: "Organization-Secret-Key",
    body: { name: "Website" },
  });
  expect(key.status).toBe(201);
  const conversationId = await talkToAgent(baseURL!, key.body.apiKey, "Do you ship to Norway?");

  const deliveries = page.getByRole("region", { name: "Recent deliveries" });
  const delivery = deliveries.getByRole("row").filter({ hasText: conversationId });
  await expect(delivery).toBeVisible({ timeout: 20_000 });
  await expect(delivery.getByText("Each message", { exact: true })).toBeVisible();
  await expect(delivery.getByText("Valid signature")).toBeVisible();

  await delivery.getByRole("button", { name: "Payload of the Each message delivery" }).click();
  const payload = page.getByRole("dialog", { name: "Each message delivery" });
  await expect(payload.getByLabel("Payload JSON")).toContainText("Do you ship to Norway?");
  await expect(payload.getByLabel("Payload JSON")).toContainText(conversationId);
  await page.keyboard.press("Escape");
  await expect(payload).toBeHidden();

  await webhookRow.getByRole("button", { name: /Remove Console inbox/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Console inbox from the console?" });
  await expect(confirm).toContainText("has no way to delete a webhook");
  await confirm.getByRole("button", { name: "Remove from the console" }).click();
  await expect(page.getByRole("heading", { name: "No webhooks yet" })).toBeVisible();
});

test("a forged delivery to the console's receiver is refused, counted on its webhook and not listed", async ({ page, baseURL }) => {
  const organization = await openFreshOrganization(page, baseURL!);
  const name = `E2E forged ${unique()}`;
  const row = await createAgent(page, name);
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const agentId = new URL(page.url()).pathname.split("/")[2]!;
  const registered = await page.request.post(`/api/console/organizations/${organization.consoleOrganizationId}/agents/${agentId}/webhooks`, {
    data: { title: "Console inbox", description: "", triggers: ["each_message"] },
  });
  expect(registered.status()).toBe(201);
  const [webhook] = (await registered.json()) as { id: string }[];

  const body = JSON.stringify({ type: "each_message", conversation: { id: "forged" } });
  const forged = await page.request.post(`/api/webhooks/${webhook!.id}`, {
    headers: {
      "content-type": "application/json",
      "webhook-id": "msg_forged",
      "webhook-timestamp": String(Math.floor(Date.now() / 1000)),
      "webhook-signature": "v1,Zm9yZ2Vk",
    },
    data: body,
  });
  expect(forged.status()).toBe(401);

  await page.getByRole("navigation", { name: "Agent sections" }).getByRole("link", { name: "Webhooks", exact: true }).click();
  const webhookRow = page.getByRole("row").filter({ hasText: "Console inbox" });
  await expect(webhookRow.getByText("1 request refused")).toBeVisible();
  await expect(webhookRow.getByText(/signature does not match.*Refused requests are counted, not stored\./)).toBeVisible();
  await expect(webhookRow.getByText("None yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No deliveries yet" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the Webhooks tab has no serious accessibility problem (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openNorthwindAgents(page);
    await page.getByRole("link", { name: "Northwind Support", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Northwind Support", level: 1 })).toBeVisible();
    await page.getByRole("navigation", { name: "Agent sections" }).getByRole("link", { name: "Webhooks", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Webhooks", level: 2, exact: true })).toBeVisible();
    // The demo agent has webhooks once anyone has opened the inbox (it registers the console's receiver).
    await expect(page.getByRole("heading", { name: "No webhooks yet" }).or(page.getByRole("table").first())).toBeVisible();
    await expect(page.getByRole("heading", { name: "No deliveries yet" }).or(page.getByRole("table").last())).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Register webhook" }).click();
    await expect(page.getByRole("dialog", { name: "Register a webhook" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
