import { superadminState } from "../playwright.config";
import { seriousViolations } from "./support/console";
import { expect, test } from "./support/test";

const consolePages = [
  "/agents",
  "/inbox",
  "/knowledge",
  "/functions",
  "/usage",
  "/organization",
  "/admin",
  "/settings",
  "/settings/users",
  "/settings/keys",
  "/settings/audit",
];

test("the sign-in page has no serious accessibility problem", async ({ page }) => {
  await page.goto("/login");
  expect(await seriousViolations(page)).toEqual([]);
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`console pages in the ${colorScheme} theme`, () => {
    test.use({ storageState: superadminState, colorScheme });

    for (const path of consolePages) {
      test(`${path} has no serious accessibility problem`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  });
}
