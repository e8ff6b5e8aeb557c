import { superadminState } from "../playwright.config";
import { expect, test, waitForHydrationBeforeActions } from "./support/test";
import { testPassword, testUsers } from "../tests/support/test-users.mjs";

test.use({ storageState: superadminState });

test("the super-admin's shell: every section, keyboard navigation, theme and organization switcher", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/agents$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Agents", "Inbox", "Knowledge & Packs", "Functions", "Usage", "Organization", "Admin", "Settings"]);

  await nav.getByRole("link", { name: "Admin" }).click();
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("aria-current", "page");

  // Other tests add organizations, so the one shown first may be any; switching to Northwind shows it.
  await page
    .getByRole("button", { name: /Switch organization/ })
    .first()
    .click();
  await page.getByRole("menuitem", { name: /Northwind Outfitters/ }).click();
  await expect(page.getByRole("button", { name: "Organization: Northwind Outfitters. Switch organization" }).first()).toBeVisible();

  await page.getByRole("button", { name: "Change theme" }).first().click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Switchboard" })).toBeFocused();
});

test("a page the role may not open shows the access-denied page, with a way back", async ({ browser }) => {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await waitForHydrationBeforeActions(page);
  await page.goto("/login?callbackUrl=%2Fadmin");
  await page.getByLabel("Email").fill(testUsers.viewer.email);
  await page.getByLabel("Password").fill(testPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
  await page.getByRole("link", { name: "Go to your start page" }).click();
  await expect(page).toHaveURL(/\/usage$/);
  await context.close();
});
