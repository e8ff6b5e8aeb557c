import { superadminState } from "../playwright.config";
import { createAgent, openAgentTab, openNewAgentTab, openNorthwindAgents } from "./support/agents";
import { seriousViolations, unique } from "./support/console";
import { consoleKeyRow } from "./support/keys";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState, permissions: ["clipboard-read", "clipboard-write"] });

test("a key for an integration is shown once, with a copy button and a curl call, and rotating it shows a new one once", async ({ page }) => {
  test.slow();
  await openNewAgentTab(page, `E2E integration ${unique()}`, "Keys");
  await page.getByRole("button", { name: "Create key" }).click();
  const form = page.getByRole("dialog", { name: "Create a key for an integration" });
  await form.getByLabel("Name").fill("Order sync");
  await form.getByRole("button", { name: "Create key" }).click();

  const reveal = page.getByRole("dialog", { name: "Copy the secret of Order sync" });
  await expect(reveal).toContainText("you will not see it again");
  const secret = await reveal.getByLabel("Secret").inputValue();
  expect(secret.length).toBeGreaterThanOrEqual(20);
  const example = await reveal.getByLabel("Try it: the agent's latest conversations").inputValue();
  expect(example).toMatch(/^curl 'http:\/\/[^']+\/external\/conversations\?page=1&pageSize=10'/);
  expect(example).toContain(`-H 'Agent-Secret-Key: ${secret}'`);
  expect(await seriousViolations(page)).toEqual([]);
  await reveal.getByRole("button", { name: "Copy secret" }).click();
  await expect(reveal.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await reveal.getByRole("button", { name: "I have copied it" }).click();
  await expect(reveal).toBeHidden();
  expect(await page.content()).not.toContain(secret);

  const row = page.getByRole("row").filter({ hasText: "Order sync" });
  await expect(row.getByText("Active", { exact: true })).toBeVisible();
  await expect(row.getByText("Used by the console")).toHaveCount(0);
  await expect(consoleKeyRow(page).getByText("Used by the console")).toBeVisible();

  await row.getByRole("button", { name: "Rotate Order sync" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Rotate Order sync?" });
  await expect(confirm).toContainText("The new secret is shown once");
  await confirm.getByRole("button", { name: "Rotate Order sync" }).click();
  const rotated = page.getByRole("dialog", { name: "Copy the new secret of Order sync" });
  await expect(rotated).toContainText("The previous secret no longer works.");
  const newSecret = await rotated.getByLabel("Secret").inputValue();
  expect(newSecret).not.toBe(secret);
  expect(await rotated.getByLabel("Try it: the agent's latest conversations").inputValue()).toContain(newSecret);
  await page.keyboard.press("Escape");
  await expect(rotated).toBeHidden();
  const html = await page.content();
  expect(html).not.toContain(secret);
  expect(html).not.toContain(newSecret);
  await expect(consoleKeyRow(page).getByText("Used by the console")).toBeVisible();
});

test("an agent whose console key is revoked stays on the Agents page, and one click gives the console a key again", async ({ page }) => {
  test.slow();
  const name = `E2E keyless ${unique()}`;
  await openNorthwindAgents(page);
  const agentRow = await createAgent(page, name);
  await agentRow.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await openAgentTab(page, "Keys");

  const consoleRow = consoleKeyRow(page);
  await consoleRow.getByRole("button", { name: "Revoke Switchboard console" }).click();
  const revoke = page.getByRole("alertdialog", { name: "Revoke Switchboard console?" });
  await expect(revoke).toContainText("The console uses this key");
  await revoke.getByRole("button", { name: "Revoke Switchboard console" }).click();
  await expect(consoleRow.getByText("Revoked", { exact: true })).toBeVisible();
  await expect(page.getByText("The console holds no working key for this agent")).toBeVisible();

  await openAgentTab(page, "Knowledge");
  await expect(page.getByText("The console holds no working key for this agent")).toBeVisible();
  await expect(page.getByRole("button", { name: "Give the console a key" })).toBeVisible();

  await openNorthwindAgents(page);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row.getByText("No console key")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole("button", { name: `Give the console a key for ${name}` }).click();
  await expect(row.getByText("Working")).toBeVisible();
  await expect(row.getByText("No console key")).toHaveCount(0);

  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await openAgentTab(page, "Knowledge");
  await expect(page.getByText("The console holds no working key for this agent")).toHaveCount(0);
  await openAgentTab(page, "Keys");
  const keys = page.getByRole("row").filter({ hasText: "Switchboard console" });
  await expect(keys.filter({ hasText: "Used by the console" })).toHaveCount(1);
});
