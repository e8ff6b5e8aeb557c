import { superadminState } from "../playwright.config";
import { expect, test as setup } from "./support/test";
import { testPassword, testUsers } from "../tests/support/test-users.mjs";

setup("sign in as the super-admin once and keep the session", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("Email").fill(testUsers.superadmin.email);
  await page.getByLabel("Password").fill(testPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Agents", level: 1 })).toBeVisible();
  await page.context().storageState({ path: superadminState });
});
