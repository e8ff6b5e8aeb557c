import { superadminState } from "../playwright.config";
import { openNewAgentTab } from "./support/agents";
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
