import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { superadminState } from "../playwright.config";

const consolePages = ["/agents", "/inbox", "/knowledge", "/functions", "/usage", "/organization", "/admin", "/settings", "/settings/users", "/settings/keys", "/settings/audit"];

async function seriousViolations(page: Page) {
  await page.waitForLoadState("networkidle");
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

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
