import type { Page } from "@playwright/test";

import { expect, test, waitForHydrationBeforeActions } from "./support/test";
import { testPassword, testUsers } from "../tests/support/test-users.mjs";

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("signs in, returns to the page asked for, and signs out", async ({ page }) => {
  await page.goto("/settings");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fsettings$/);

  await signIn(page, testUsers.viewer.email, testPassword);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  await page.getByRole("button", { name: /Account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto("/usage");
  await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fusage$/);
});

test("shows field errors before sending, and a clear message for a wrong password", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByText("Enter a valid email address.")).toBeVisible();
  await expect(page.getByText("Enter your password.")).toBeVisible();

  await signIn(page, testUsers.operator.email, "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "do not match an active account" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(testUsers.operator.email);
  await expect(page.getByLabel("Password")).toHaveValue("");
  await expect(page.getByLabel("Password")).toBeFocused();
});

const sidebars = {
  viewer: ["Usage", "Settings"],
  operator: ["Inbox", "Usage", "Settings"],
  orgAdmin: ["Agents", "Inbox", "Knowledge & Packs", "Functions", "Usage", "Organization", "Settings"],
} as const;

for (const [who, labels] of Object.entries(sidebars)) {
  test(`the ${who} sees the sidebar of their role`, async ({ page }) => {
    await page.goto("/login");
    await signIn(page, testUsers[who as keyof typeof sidebars].email, testPassword);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText([...labels]);
  });
}

test("signing out everywhere ends the session in another browser too", async ({ browser }) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
  for (const page of [first!, second!]) {
    await waitForHydrationBeforeActions(page);
    await page.goto("/login?callbackUrl=%2Fsettings");
    await signIn(page, testUsers.orgAdmin.email, testPassword);
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
  }

  await first!.getByRole("button", { name: "Sign out everywhere" }).click();
  await first!.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(first!).toHaveURL(/\/login/);

  await second!.reload();
  await expect(second!).toHaveURL(/\/login\?callbackUrl=%2Fsettings$/);
  await Promise.all(contexts.map((context) => context.close()));
});
