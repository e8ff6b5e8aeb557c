import { superadminState } from "../playwright.config";
import { seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState, permissions: ["clipboard-read", "clipboard-write"] });

test("a list that fails to load names the request in its error state and its toast, and the ID copies", async ({ page }) => {
  const requestId = `support-${unique()}`;
  // The list's request goes to an organization nobody has, with an id of the test's choosing: a real refusal, named by it.
  await page.route(/\/api\/console\/admin\/organizations(\?.*)?$/, async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const url = new URL("/api/console/organizations/00000000-0000-4000-8000-000000000000/packs", route.request().url()).toString();
    await route.continue({ url, headers: { ...route.request().headers(), "x-request-id": requestId } });
  });
  const refused = page.waitForResponse((response) => response.url().includes("/00000000-0000-4000-8000-000000000000/packs"));
  await page.goto("/admin/organizations");
  expect((await refused).headers()["x-request-id"]).toBe(requestId);

  const errorState = page.getByRole("alert").filter({ hasText: "The organizations could not be loaded" });
  await expect(errorState).toContainText(`Request ID: ${requestId}`);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "That organization is not available to you." });
  await expect(toast).toContainText(`Request ID: ${requestId}`);
  expect(await seriousViolations(page)).toEqual([]);

  await errorState.getByRole("button", { name: "Copy request ID" }).click();
  await expect(page.getByText("The request ID is copied.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(requestId);
});

test("a refusal for too many requests says how long to wait, from its Retry-After, without asking again", async ({ page }) => {
  let asked = 0;
  await page.route(/\/api\/console\/admin\/organizations(\?.*)?$/, async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    asked += 1;
    await route.fulfill({
      status: 429,
      headers: { "Retry-After": "40", "X-Request-Id": "rate-limited-request" },
      json: { error: { code: "UPSTREAM_RATE_LIMITED", message: "The organization has reached the AI Agent API's rate limit." } },
    });
  });
  await page.goto("/admin/organizations");

  const errorState = page.getByRole("alert").filter({ hasText: "The organizations could not be loaded" });
  await expect(errorState).toContainText("Too many requests — try again in 40 s.");
  await expect(errorState).toContainText("Request ID: rate-limited-request");
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Too many requests — try again in 40 s." })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The browser waits as asked rather than asking again at once.
  expect(asked).toBe(1);
});
