import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { createAgent } from "./support/agents";
import { choose, seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";
import { testAgentsAmount } from "../tests/support/test-plans.mjs";

test.use({ storageState: superadminState });

const createPath = "/api/console/admin/organizations";

/** Counts the onboarding requests the page sends, to show a check happened in the browser. */
function countOnboardingRequests(page: Page) {
  const counter = { posts: 0 };
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === createPath) counter.posts += 1;
  });
  return counter;
}

async function openNewOrganization(page: Page) {
  await page.goto("/admin/organizations/new");
  await expect(page.getByRole("heading", { name: "Create organization", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Subscription" })).toBeEnabled();
}

test("a super-admin filters the subscriptions; the filters live in the URL", async ({ page }) => {
  await page.goto("/admin/subscriptions");
  await expect(page.getByRole("heading", { name: "Subscriptions", level: 1 })).toBeVisible();
  const table = page.getByRole("table");
  await expect(table.getByRole("row").filter({ hasText: "Starter" })).toContainText("$99.00");
  await expect(table.getByRole("row").filter({ hasText: "Trial" }).first()).toContainText("Trial");
  await expect(table.getByText("Enterprise")).toBeVisible();

  await choose(page, page.getByRole("combobox", { name: "Visibility" }), "Private");
  await expect(page).toHaveURL(/visibility=private/);
  await expect(table.getByText("Enterprise")).toBeVisible();
  await expect(table.getByText("Starter")).toHaveCount(0);

  await choose(page, page.getByRole("combobox", { name: "Visibility" }), "Any visibility");
  await choose(page, page.getByRole("combobox", { name: "Status" }), "Inactive");
  await expect(page).toHaveURL(/status=inactive/);
  await expect(table.getByText("Legacy Basic")).toBeVisible();
  await expect(table.getByText("Starter")).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Status" })).toHaveText("Inactive");
  await expect(page.getByRole("table").getByText("Legacy Basic")).toBeVisible();
});

test("the subscriptions table stays where it is drawn when the plans arrive", async ({ page }) => {
  // Every layout shift the page makes without input, added up as the browser's cumulative layout shift is.
  await page.addInitScript(() => {
    const held = window as unknown as { layoutShift: number };
    held.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) held.layoutShift += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  // The plans arrive after the loading state has been drawn, as on a slow network.
  await page.route("**/api/console/admin/subscriptions?*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/admin/subscriptions");
  await expect(page.getByRole("status").filter({ hasText: "Loading subscriptions" })).toBeAttached();
  await expect(page.getByRole("table").getByRole("row").filter({ hasText: "Starter" })).toBeVisible();
  await expect(page.getByText(/subscriptions? in the US region\./)).toBeVisible();
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve((window as unknown as { layoutShift: number }).layoutShift))),
      ),
  );
  expect(shift).toBeLessThan(0.05);
});

test("a super-admin creates an organization with two users on a paid plan, sees it in the table, switches to it and creates an agent there", async ({
  page,
}) => {
  test.slow();
  const suffix = unique();
  const name = `Globex ${suffix}`;
  await openNewOrganization(page);

  await page.getByLabel("Organization name").fill(name);
  await page.getByLabel("License key").fill(`license-${suffix}`);
  await choose(page, page.getByRole("combobox", { name: "Subscription" }), "Trial (trial) — $0.00");
  await expect(page.getByLabel("Subscription end date (optional)")).toHaveCount(0);
  await choose(page, page.getByRole("combobox", { name: "Subscription" }), "Starter — $99.00");
  await page.getByLabel("Subscription end date (optional)").fill("2099-12-31");

  await page.getByLabel("User 1 email").fill(`owner-${suffix}@globex.test`);
  await expect(page.getByText("Console role: Organization admin")).toBeVisible();
  await page.getByRole("button", { name: "Add user" }).click();
  await page.getByLabel("User 2 email").fill(`agent-${suffix}@globex.test`);
  await choose(page, page.getByRole("combobox", { name: "User 2 role" }), "Copilot user");
  await expect(page.getByText("Console role: Operator")).toBeVisible();
  await page.getByRole("button", { name: "Create organization" }).click();

  await expect(page.getByText(`${name} was created in the US region on Starter.`)).toBeVisible();
  await expect(page.getByText("Its organization key is in the vault")).toBeVisible();
  await expect(page.getByLabel(`Invitation link for owner-${suffix}@globex.test`)).toHaveValue(/\/invite\//);
  await expect(page.getByLabel(`Invitation link for agent-${suffix}@globex.test`)).toHaveValue(/\/invite\//);
  await expect(page.getByText("Copilot user in the API, Operator in the console", { exact: false })).toBeVisible();

  await page.getByRole("link", { name: "See all organizations" }).click();
  await expect(page.getByRole("heading", { name: "Organizations", level: 1 })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Active");
  await expect(row).toContainText("Starter");
  await expect(row).toContainText("days left");
  await expect(row).toContainText(`Agents: 0 of ${testAgentsAmount}`);
  await expect(row).toContainText("Users: 2 of 10");
  await expect(row).toContainText("Created here by");

  await page.goto("/agents");
  await page
    .getByRole("button", { name: /Switch organization$/ })
    .first()
    .click();
  await page.getByRole("menuitem").filter({ hasText: name }).click();
  await expect(page.getByRole("button", { name: `Organization: ${name}. Switch organization` }).first()).toBeVisible();
  await expect(page.getByText("No agents yet — create one")).toBeVisible();
  const agent = await createAgent(page, `First agent ${suffix}`);
  await expect(agent).toContainText("Shown to users as Eve");
});

test("the form checks the name, the emails and the subscription on their fields before sending anything", async ({ page }) => {
  const requests = countOnboardingRequests(page);
  await openNewOrganization(page);

  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByLabel("Organization name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Required.").first()).toBeVisible();
  await expect(page.getByText("Choose a subscription.")).toBeVisible();

  await page.getByLabel("Organization name").fill("n".repeat(256));
  await page.getByLabel("User 1 email").fill("a@b");
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText("At most 255 characters.")).toBeVisible();
  await expect(page.getByLabel("User 1 email")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("At least 4 characters.")).toBeVisible();

  await page.getByLabel("User 1 email").fill("user@example.test");
  await choose(page, page.getByRole("combobox", { name: "User 1 role" }), "User");
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText("Make at least one invited user an owner.")).toBeVisible();
  expect(requests.posts).toBe(0);
});

test("a subscription deleted since the list was loaded is refused by the API with a clear message", async ({ page }) => {
  const ghost = {
    id: "00000000-0000-4000-8000-00000000dead",
    title: "Retired plan",
    description: "",
    agentsAmount: 1,
    tokensAmountPerMonth: 1,
    secondsAmountPerMonth: 1,
    smsAmountPerMonth: 1,
    emailsAmountPerMonth: 1,
    usersWithAccessAmount: 1,
    status: "active",
    visibility: "public",
    isTrial: false,
    organizationsCount: 0,
    price: 100,
  };
  await page.route("**/api/console/admin/subscriptions?*", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: [...((await response.json()) as unknown[]), ghost] });
  });
  const requests = countOnboardingRequests(page);
  await openNewOrganization(page);
  await page.getByLabel("Organization name").fill(`Ghost ${unique()}`);
  await page.getByLabel("License key").fill("license");
  await choose(page, page.getByRole("combobox", { name: "Subscription" }), "Retired plan — $1.00");
  await page.getByLabel("User 1 email").fill(`ghost-${unique()}@example.test`);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText("That subscription no longer exists in the AI Agent API. Choose another one from the list.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Subscription" })).toHaveAttribute("aria-invalid", "true");
  expect(requests.posts).toBe(1);
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the admin pages have no serious accessibility problem (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await page.goto("/admin/subscriptions");
    await expect(page.getByRole("table")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto("/admin/organizations");
    await expect(page.getByRole("table")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await openNewOrganization(page);
    await page.getByRole("button", { name: "Create organization" }).click();
    await expect(page.getByText("Choose a subscription.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
