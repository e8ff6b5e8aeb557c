import { expect, type Page } from "@playwright/test";

import { testPassword } from "../../tests/support/test-users.mjs";

/** Signs in on the sign-in page as a person would, then is taken to `callbackUrl` (or the role's start page). */
export async function signInAs(page: Page, email: string, callbackUrl?: string) {
  await page.goto(callbackUrl ? `/login?callbackUrl=${encodeURIComponent(callbackUrl)}` : "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(testPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
}
