import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNewAgentTab } from "./support/agents";
import { choose, openForNorthwind, seriousViolations, unique } from "./support/console";
import { dropKnowledgeFile, knowledgeFileRow } from "./support/knowledge";
import { expect, test } from "./support/test";
import { testSuperAdminKeys } from "../tests/support/test-server.mjs";

test.use({ storageState: superadminState });

type Organization = { name: string; licenseKey: string; email: string };

async function fillOnboarding(page: Page, organization: Organization) {
  await page.goto("/admin/organizations/new");
  await expect(page.getByRole("heading", { name: "Create organization", level: 1 })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Subscription" })).toBeEnabled();
  await page.getByLabel("Organization name").fill(organization.name);
  await page.getByLabel("License key").fill(organization.licenseKey);
  await choose(page, page.getByRole("combobox", { name: "Subscription" }), "Trial (trial) — $0.00");
  await page.getByLabel("User 1 email").fill(organization.email);
}

async function expectFormKept(page: Page, organization: Organization) {
  await expect(page.getByLabel("Organization name")).toHaveValue(organization.name);
  await expect(page.getByLabel("License key")).toHaveValue(organization.licenseKey);
  await expect(page.getByLabel("User 1 email")).toHaveValue(organization.email);
  await expect(page.getByRole("combobox", { name: "Subscription" })).toHaveText("Trial (trial) — $0.00");
}

test("onboarding an organization the console lists already is refused on its name, with the form kept", async ({ page }) => {
  const suffix = unique();
  const first = { name: `Initrode ${suffix}`, licenseKey: `licence-${suffix}`, email: `owner-${suffix}@initrode.test` };
  await fillOnboarding(page, first);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText(`${first.name} was created in the US region on Trial.`)).toBeVisible();

  const second = { ...first, name: `initrode ${suffix}`, email: `other-${suffix}@initrode.test` };
  await fillOnboarding(page, second);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText(`The US region already has an organization named ${first.name}. Choose another name.`)).toBeVisible();
  await expect(page.getByLabel("Organization name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Organization name")).toBeFocused();
  await expectFormKept(page, second);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/admin/organizations");
  await expect(page.getByRole("row").filter({ hasText: first.name })).toHaveCount(1);
});

test("an organization the API has already, under the same name and license key, is refused on both fields", async ({ page, request }) => {
  const suffix = unique();
  const organization = { name: `Massive Dynamic ${suffix}`, licenseKey: `licence-${suffix}`, email: `owner-${suffix}@massive.test` };
  const elsewhere = await request.post("/external/organizations", {
    headers: { "Super-Admin-Secret-Key": testSuperAdminKeys.us },
    data: { name: organization.name, licenseKey: organization.licenseKey, users: [] },
  });
  expect(elsewhere.status()).toBe(201);

  await fillOnboarding(page, organization);
  await page.getByRole("button", { name: "Create organization" }).click();
  await expect(page.getByText(`An organization named ${organization.name} with this license key already exists.`)).toBeVisible();
  await expect(page.getByText(`This license key already belongs to ${organization.name}.`)).toBeVisible();
  await expect(page.getByLabel("License key")).toHaveAttribute("aria-invalid", "true");
  await expectFormKept(page, organization);
});

test("a second pack of the same name is refused on its name", async ({ page }) => {
  const name = `Gift wrapping ${unique()}`;
  await openForNorthwind(page, "/knowledge", "Knowledge & Packs");
  await page
    .getByRole("button", { name: /New pack|Create a pack/ })
    .first()
    .click();
  await page.getByRole("dialog", { name: "New pack" }).getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create pack" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  await openForNorthwind(page, "/knowledge", "Knowledge & Packs");
  await page
    .getByRole("button", { name: /New pack|Create a pack/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "New pack" });
  await dialog.getByLabel("Name").fill(` ${name.toUpperCase()}`);
  await dialog.getByLabel("Description (optional)").fill("Kept after the refusal");
  await dialog.getByRole("button", { name: "Create pack" }).click();
  await expect(dialog.getByText(`The organization already has a pack named ${name}.`)).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Description (optional)")).toHaveValue("Kept after the refusal");
  expect(await seriousViolations(page)).toEqual([]);
});

test("dropping a knowledge file named like one the agent has asks: keep both gives two files, replace keeps one", async ({ page }) => {
  test.slow();
  await openNewAgentTab(page, `Duplicates ${unique()}`, "Knowledge");
  await dropKnowledgeFile(page, "faq.md", "# FAQ\n\nShipping takes three days.", "text/markdown");
  await expect(knowledgeFileRow(page, "faq.md")).toHaveCount(1);

  await dropKnowledgeFile(page, "faq.md", "# FAQ\n\nShipping takes two days.", "text/markdown");
  const ask = page.getByRole("alertdialog", { name: "A file named faq.md already exists" });
  await expect(ask).toContainText("Keep both uploads the new one beside it");
  expect(await seriousViolations(page)).toEqual([]);
  await ask.getByRole("button", { name: "Keep both" }).click();
  await expect(ask).toBeHidden();
  await expect(knowledgeFileRow(page, "faq (2).md")).toHaveCount(1);
  await expect(knowledgeFileRow(page, "faq.md")).toHaveCount(1);

  await dropKnowledgeFile(page, "FAQ.md", "# FAQ\n\nShipping is free over fifty dollars, and it takes one day.", "text/markdown");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(page.getByRole("listitem", { name: /^FAQ\.md/ })).toHaveCount(0);

  await dropKnowledgeFile(page, "FAQ.md", "# FAQ\n\nShipping is free over fifty dollars, and it takes one day.", "text/markdown");
  await ask.getByRole("button", { name: "Replace" }).click();
  await expect(page.getByText("Replaced faq.md with the new FAQ.md.")).toBeVisible();
  await expect(knowledgeFileRow(page, "FAQ.md")).toHaveCount(1);
  await expect(knowledgeFileRow(page, "faq.md")).toHaveCount(0);
  await expect(knowledgeFileRow(page, "faq (2).md")).toHaveCount(1);
  await expect(page.getByRole("row")).toHaveCount(3);
});
