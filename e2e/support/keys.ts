import { expect, type Page } from "@playwright/test";

/** A key's fingerprint as the Keys tab shows it: the start and the end of the secret. */
export const fingerprintPattern = /^.{4,12}….{4}$/;

/** The row of the key the console was given when the agent was created. */
export const consoleKeyRow = (page: Page) => page.getByRole("row").filter({ hasText: "Switchboard console" });

/**
 * On the open Keys tab, rotates the console's key after confirming, and waits for the console to switch to
 * the new secret. Returns the fingerprints before and after.
 */
export async function rotateConsoleKey(page: Page) {
  const row = consoleKeyRow(page);
  const fingerprint = row.locator("code");
  const before = await fingerprint.innerText();
  expect(before).toMatch(fingerprintPattern);

  await row.getByRole("button", { name: "Rotate Switchboard console" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Rotate Switchboard console?" });
  await expect(dialog).toContainText(before);
  await dialog.getByRole("button", { name: "Rotate Switchboard console" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The console switched to the new secret of Switchboard console" })).toBeVisible();
  await expect(fingerprint).not.toHaveText(before);
  const after = await fingerprint.innerText();
  expect(after).toMatch(fingerprintPattern);
  await expect(row.getByText("Used by the console")).toBeVisible();
  return { before, after };
}
