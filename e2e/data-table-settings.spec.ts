import type { Locator, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { choose, seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/** The rows of a list, top to bottom, without its header. */
const bodyRows = (table: Locator) => table.locator("tbody tr");

/** A new organization of its own, with an owner and two users, chosen as the current one: nothing else changes its people. */
async function openNewOrganizationWithUsers(page: Page, suffix: string) {
  const subscriptions = (await (await page.request.get("/api/console/admin/subscriptions?region=us")).json()) as { id: string; title: string }[];
  const name = `Initech ${suffix}`;
  const created = await page.request.post("/api/console/admin/organizations", {
    data: {
      name,
      licenseKey: `license-${suffix}`,
      region: "us",
      subscriptionId: subscriptions.find((subscription) => subscription.title === "Starter")!.id,
      endedAt: "2099-12-31",
      users: [
        { email: `owner-${suffix}@initech.test`, role: "owner" },
        { email: `ana-${suffix}@initech.test`, role: "user" },
        { email: `bob-${suffix}@initech.test`, role: "user" },
      ],
    },
  });
  expect(created.status()).toBe(201);
  await page.goto("/organization");
  await page
    .getByRole("button", { name: /Switch organization$/ })
    .first()
    .click();
  await page.getByRole("menuitem").filter({ hasText: name }).click();
  await expect(page.getByRole("button", { name: `Organization: ${name}. Switch organization` }).first()).toBeVisible();
}

test("the platform users list sorts, filters, and gives two selected users a new role together, a refusal said plainly", async ({ page }) => {
  test.slow();
  const suffix = unique();
  const [owner, ana, bob] = [`owner-${suffix}@initech.test`, `ana-${suffix}@initech.test`, `bob-${suffix}@initech.test`] as const;
  await openNewOrganizationWithUsers(page, suffix);

  const table = page.getByRole("table", { name: "platform users" });
  await expect(bodyRows(table)).toHaveCount(3);
  const nameHeader = table.getByRole("columnheader", { name: "Name" });
  await expect(nameHeader).not.toHaveAttribute("aria-sort");
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(bodyRows(table).first()).toContainText(ana);
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(bodyRows(table).first()).toContainText(owner);
  await expect(page).toHaveURL(/platform-users\.sort=name\.desc/);

  await choose(page, page.getByRole("combobox", { name: "Role", exact: true }), "User");
  await expect(page).toHaveURL(/platform-users\.role=user/);
  await expect(bodyRows(table)).toHaveCount(2);
  await page.getByRole("searchbox", { name: "Filter platform users" }).fill(`bob-${suffix}`);
  await expect(bodyRows(table)).toHaveCount(1);
  await page.getByRole("searchbox", { name: "Filter platform users" }).fill("");
  await expect(bodyRows(table)).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  await table.getByRole("checkbox", { name: `Select ${ana}` }).check();
  await table.getByRole("checkbox", { name: `Select ${bob}` }).check();
  const selection = page.getByRole("group", { name: "Selected platform users" });
  await expect(selection).toContainText("2 selected");
  await expect(selection.getByRole("button", { name: "Change role" })).toBeDisabled();
  await choose(page, selection.getByRole("combobox", { name: "New role for the selected users" }), "Admin");
  await selection.getByRole("button", { name: "Change role" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Make 2 users Admin?" });
  await expect(confirm).toContainText(ana);
  await expect(confirm).toContainText(bob);
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole("button", { name: "Make 2 users Admin" }).click();
  await expect(selection).toBeHidden();
  await expect(table.getByText("No platform users match these filters.")).toBeVisible();

  await choose(page, page.getByRole("combobox", { name: "Role", exact: true }), "Admin");
  await expect(bodyRows(table)).toHaveCount(2);
  for (const email of [ana, bob]) {
    await expect(
      table
        .getByRole("row")
        .filter({ hasText: email })
        .getByRole("combobox", { name: `Role of ${email}` }),
    ).toHaveText("Admin");
  }
  await page.goBack();
  await expect(page).toHaveURL(/platform-users\.role=user/);

  // The organization keeps its one owner: making the owner and Ana users changes Ana alone, and says why not the owner.
  await choose(page, page.getByRole("combobox", { name: "Role", exact: true }), "All roles");
  await expect(bodyRows(table)).toHaveCount(3);
  await table.getByRole("checkbox", { name: `Select ${owner}` }).check();
  await table.getByRole("checkbox", { name: `Select ${ana}` }).check();
  await choose(page, selection.getByRole("combobox", { name: "New role for the selected users" }), "User");
  await selection.getByRole("button", { name: "Change role" }).click();
  await page.getByRole("alertdialog", { name: "Make 2 users User?" }).getByRole("button", { name: "Make 2 users User" }).click();
  const refusal = page.getByRole("alert").filter({ hasText: "Some role changes were refused" });
  await expect(refusal).toContainText("1 of 2 selected users now has the role User; 1 user kept their role:");
  await expect(refusal).toContainText(`${owner} was not changed.`);
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: owner })
      .getByRole("combobox", { name: `Role of ${owner}` }),
  ).toHaveText("Owner");
  await expect(
    table
      .getByRole("row")
      .filter({ hasText: ana })
      .getByRole("combobox", { name: `Role of ${ana}` }),
  ).toHaveText("User");
  await expect(selection).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});

test("the audit log goes through the API's pages, and a reload and Back keep the page", async ({ page }) => {
  test.slow();
  const tag = unique();
  for (let index = 0; index < 26; index += 1) {
    const invited = await page.request.post("/api/console/invitations", { data: { email: `paged-${tag}-${index}@switchboard.test`, role: "viewer" } });
    expect(invited.status()).toBe(201);
  }

  await page.goto("/settings/audit?action=user.invite");
  const table = page.getByRole("table", { name: "audit log entries" });
  const pages = page.getByRole("navigation", { name: "Pages of audit log entries" });
  await expect(bodyRows(table)).toHaveCount(25);
  await expect(pages).toContainText(/^1–25 of \d+/);
  await expect(table.getByText(`paged-${tag}-25@`, { exact: false })).toBeVisible();
  const firstOnPageOne = await bodyRows(table).first().textContent();
  const columns = table.getByRole("columnheader");
  for (const name of ["Time", "Actor", "Action", "Outcome"]) await expect(columns.filter({ hasText: name })).not.toHaveAttribute("aria-sort");
  expect(await seriousViolations(page)).toEqual([]);

  await pages.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\/settings\/audit\?action=user\.invite&audit\.page=2$/);
  await expect(pages).toContainText(/^26–\d+ of \d+ · page 2 of/);
  await expect(bodyRows(table).first()).not.toHaveText(firstOnPageOne!);
  await expect(table.getByText(`paged-${tag}-25@`, { exact: false })).toHaveCount(0);

  await page.reload();
  await expect(pages).toContainText(/^26–/);
  await expect(page).toHaveURL(/audit\.page=2$/);
  await expect(page.getByRole("searchbox", { name: "Action" })).toHaveValue("user.invite");

  await page.goBack();
  await expect(page).toHaveURL(/\/settings\/audit\?action=user\.invite$/);
  await expect(pages).toContainText(/^1–25 of/);
  await expect(table.getByText(`paged-${tag}-25@`, { exact: false })).toBeVisible();

  await pages.getByRole("button", { name: "Next page" }).click();
  await page.getByRole("searchbox", { name: "Actor" }).fill("root");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/settings\/audit\?actor=root&action=user\.invite$/);
  expect(await seriousViolations(page)).toEqual([]);
});
