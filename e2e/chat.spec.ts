import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNorthwindAgents } from "./support/agents";
import { seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/** Opens Northwind Support's page, and its customer chat from the "Try as a customer" link, in the same tab. */
async function openNorthwindSupportChat(page: Page) {
  await openNorthwindAgents(page);
  await page.getByRole("link", { name: "Northwind Support", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Northwind Support", level: 1 })).toBeVisible();
  const tryIt = page.getByRole("link", { name: /^Try as a customer/ });
  await expect(tryIt).toHaveAttribute("target", "_blank");
  const href = await tryIt.getAttribute("href");
  expect(href).toMatch(/^\/chat\/[\w-]+$/);
  await page.goto(href!);
  await expect(page.getByRole("button", { name: "Start chat" })).toBeVisible();
}

async function startChat(page: Page, name: string) {
  await page.getByRole("textbox", { name: "Your name" }).fill(name);
  await page.getByRole("textbox", { name: "Email" }).fill(`chat-${unique()}@example.test`);
  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(page.getByRole("log", { name: "Conversation" })).toBeVisible();
  await expect(page).toHaveURL(/[?&]conversation=[\w-]+/);
}

async function ask(page: Page, question: string) {
  const composer = page.getByRole("textbox", { name: "Message" });
  await composer.fill(question);
  await composer.press("Enter");
  await expect(composer).toHaveValue("");
  await expect(page.getByRole("log", { name: "Conversation" }).getByText(question)).toBeVisible();
}

test("a customer chats with Northwind Support, gets an answer from its knowledge, is handed over on request and sees the operator's reply", async ({
  page,
}) => {
  test.slow();
  await openNorthwindSupportChat(page);
  await expect(page.getByText("You are chatting as a customer. Operators see this conversation in the")).toBeVisible();
  await expect(page.getByRole("link", { name: "Inbox" })).toHaveAttribute("href", "/inbox");

  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(page.getByText("Enter your name")).toBeVisible();

  await startChat(page, "Ada Lovelace");
  const log = page.getByRole("log", { name: "Conversation" });
  const composer = page.getByRole("textbox", { name: "Message" });
  await composer.fill("line one");
  await composer.press("Shift+Enter");
  await composer.pressSequentially("line two");
  await expect(composer).toHaveValue("line one\nline two");
  await composer.fill("");

  await ask(page, "How long does standard shipping take to Canada?");
  await expect(log.getByText(/7 to 10 business days/)).toBeVisible();

  await ask(page, "Can I talk to a human?");
  await expect(log.getByText(/hand you over to a person from the team/)).toBeVisible();

  const conversationId = new URL(page.url()).searchParams.get("conversation");
  const organizations = (await (await page.request.get("/api/console/organizations")).json()) as { id: string; name: string }[];
  const organizationId = organizations.find((organization) => organization.name === "Northwind Outfitters")!.id;
  const reply = await page.request.post(`/api/console/organizations/${organizationId}/inbox/conversations/${conversationId}/messages`, {
    data: { message: "Hi Ada, this is Sam from the team.", echoId: crypto.randomUUID() },
  });
  expect(reply.status()).toBe(201);
  await expect(log.getByText("Hi Ada, this is Sam from the team.")).toBeVisible();
  await expect(log.getByText("Operator", { exact: true })).toBeVisible();
  await expect(log.getByText("A member of our team will take it from here.")).toBeVisible();
  await ask(page, "My order is late.");
  await expect(log.getByText("My order is late.")).toHaveCount(1);
  await expect(log.getByText("Hi Ada, this is Sam from the team.")).toHaveCount(1);

  await page.reload();
  const reloaded = page.getByRole("log", { name: "Conversation" });
  await expect(reloaded.getByText(/7 to 10 business days/)).toBeVisible();
  await expect(reloaded.getByText("Can I talk to a human?")).toBeVisible();

  await page.getByRole("button", { name: "New chat" }).click();
  await expect(page.getByRole("button", { name: "Start chat" })).toBeVisible();
  await expect(page).not.toHaveURL(/conversation=/);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the customer chat has no serious accessibility problem (${colorScheme})`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await openNorthwindSupportChat(page);
    expect(await seriousViolations(page)).toEqual([]);

    await startChat(page, "Grace Hopper");
    await ask(page, "When is customer support open on Saturday?");
    await expect(page.getByRole("log", { name: "Conversation" }).getByText(/Saturday from 10 am to 4 pm/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
