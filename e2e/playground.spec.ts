import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openAgentTab, openNewAgentTab, openNorthwindAgents } from "./support/agents";
import { seriousViolations, unique } from "./support/console";
import { rotateConsoleKey } from "./support/keys";
import { askInPlayground } from "./support/playground";
import { expect, test } from "./support/test";
import { tinyPdf } from "../tests/support/tiny-pdf";

test.use({ storageState: superadminState });

async function openNorthwindSupportPlayground(page: Page) {
  await openNorthwindAgents(page);
  await page.getByRole("link", { name: "Northwind Support", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Northwind Support", level: 1 })).toBeVisible();
  await openPlayground(page);
}

async function openPlayground(page: Page) {
  await openAgentTab(page, "Playground");
  await expect(page.getByRole("heading", { name: "Playground", level: 2, exact: true })).toBeVisible();
}

/** Runs a one-off prompt in the playground with a file attached. */
async function runPrompt(page: Page, prompt: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel("Prompt", { exact: true }).fill(prompt);
  await page.getByLabel("Attach a file (optional)").setInputFiles(file);
  await page.getByRole("button", { name: "Run prompt" }).click();
}

test("a tester asks Northwind Support in sync and async mode, sees the files each answer used, and runs prompts with files it reads or cannot read", async ({
  page,
}) => {
  test.slow();
  await openNorthwindSupportPlayground(page);

  const composer = page.getByLabel("Message to Nia");
  await composer.fill("line one");
  await composer.press("Shift+Enter");
  await composer.pressSequentially("line two");
  await expect(composer).toHaveValue("line one\nline two");
  await expect(page.getByRole("log")).toHaveCount(0);

  await composer.fill("How long does standard shipping take to Canada?");
  await composer.press("Enter");
  await expect(composer).toHaveValue("");
  const log = page.getByRole("log", { name: "Conversation with Nia" });
  await expect(log.getByText("How long does standard shipping take to Canada?")).toBeVisible();
  await expect(log.getByText(/7 to 10 business days/)).toBeVisible();
  await expect(log.getByRole("list", { name: "Knowledge used" }).first()).toContainText("shipping-and-returns.md");
  await expect(page).toHaveURL(/[?&]conversation=[\w-]+/);

  await page.getByRole("switch", { name: "Async replies" }).click();
  await expect(page.getByText("Send, then poll for the answer.")).toBeVisible();
  await composer.fill("When is customer support open on Saturday?");
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(log.getByText(/Saturday from 10 am to 4 pm/)).toBeVisible();
  await expect(log.getByRole("list", { name: "Knowledge used" }).last()).toContainText("store-hours.md");
  expect(await seriousViolations(page)).toEqual([]);

  await page.reload();
  await expect(page.getByRole("log", { name: "Conversation with Nia" }).getByText(/Saturday from 10 am to 4 pm/)).toBeVisible();

  const answer = page.getByRole("region", { name: "Nia's answer" });
  await runPrompt(page, "How much does express shipping cost?", {
    name: "order-notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Order 1042: two pairs of boots, express shipping requested."),
  });
  await expect(answer).toContainText("18 dollars");

  await runPrompt(page, "What is the activation code?", {
    name: "activation.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Welcome aboard. The activation code is QX4191."),
  });
  await expect(answer).toContainText("QX4191");
  await expect(answer).toContainText("(From the attached file activation.txt.)");

  await runPrompt(page, "What does the scan say?", { name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.from(tinyPdf([])) });
  const fileField = page.getByLabel("Attach a file (optional)");
  await expect(page.getByRole("alert").filter({ hasText: "scan.pdf cannot be read" })).toContainText("no text could be extracted");
  await expect(fileField).toHaveAttribute("aria-invalid", "true");
  await expect(fileField).toHaveAccessibleDescription(/scan\.pdf cannot be read/);
  await expect(page.getByText("The prompt got no answer")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "New conversation" }).click();
  await expect(page.getByRole("heading", { name: "Ask Nia something" })).toBeVisible();
  await expect(page).not.toHaveURL(/conversation=/);
});

test("after the agent's console key is rotated on the Keys tab, the playground still gets answers", async ({ page }) => {
  test.slow();
  const name = `E2E playground ${unique()}`;
  await openNewAgentTab(page, name, "Playground");
  await expect(page.getByRole("heading", { name: "Playground", level: 2, exact: true })).toBeVisible();

  const composer = page.getByLabel("Message to Eve");
  await composer.fill("Do you ship to Canada?");
  await composer.press("Enter");
  const log = page.getByRole("log", { name: "Conversation with Eve" });
  await expect(log.getByText("Eve", { exact: true })).toHaveCount(1);

  await openAgentTab(page, "Keys");
  await rotateConsoleKey(page);

  await openPlayground(page);
  const after = await askInPlayground(page, "Eve", "Are you still there?");
  await expect(after.getByText("Eve", { exact: true })).toHaveCount(1);
  await expect(page.getByText("Not answered")).toHaveCount(0);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the playground has no serious accessibility problem (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openNorthwindSupportPlayground(page);
    await expect(page.getByRole("heading", { name: "Ask Nia something" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
