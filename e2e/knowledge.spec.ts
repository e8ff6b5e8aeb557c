import type { Locator, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNewAgentTab } from "./support/agents";
import { choose, seriousViolations, unique } from "./support/console";
import { dropKnowledgeFile, knowledgeFileRow } from "./support/knowledge";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/** The rows of a list, top to bottom, without its header. */
const bodyRows = (table: Locator) => table.locator("tbody tr");

const trailFaq = [
  "# Trail Shop FAQ",
  "",
  "## Returns",
  "",
  "Unworn hiking boots can be returned within 45 days of delivery for a full refund, with the receipt.",
].join("\n");

async function openKnowledge(page: Page) {
  const agentName = `Knowledge ${unique()}`;
  await openNewAgentTab(page, agentName, "Knowledge");
  await expect(page.getByRole("heading", { name: "Knowledge", level: 2, exact: true })).toBeVisible();
}

test("an admin uploads a Markdown file, sees it reach the vector store, tests retrieval, takes it out, sorts and filters the files by stage and deletes two together", async ({
  page,
}) => {
  test.slow();
  await openKnowledge(page);
  await expect(page.getByRole("heading", { name: "No files yet — upload one above" })).toBeVisible();

  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route(/\/agents\/[^/]+\/files$/, async (route) => {
    if (route.request().method() === "POST") await uploadHeld;
    await route.continue();
  });
  await dropKnowledgeFile(page, "trail-faq.md", trailFaq, "");
  await expect(page.getByRole("progressbar", { name: "Upload of trail-faq.md" })).toBeVisible();
  releaseUpload();
  await expect(page.getByRole("listitem", { name: "trail-faq.md: Uploaded" })).toBeVisible();

  const row = knowledgeFileRow(page, "trail-faq.md");
  await expect(row.getByText("In vector store")).toBeVisible({ timeout: 20_000 });
  await expect(row.getByText("1 passage")).toBeVisible();
  await expect(row.getByText("Markdown")).toBeVisible();

  await page.getByLabel("Question").fill("How long do I have to return hiking boots?");
  await page.getByRole("button", { name: "Find passages" }).click();
  const passages = page.getByRole("list", { name: "Passages the agent would use" });
  await expect(passages.getByRole("listitem").first()).toContainText("trail-faq.md");
  await expect(passages.getByRole("listitem").first()).toContainText("within 45 days");
  await expect(passages.getByRole("listitem").first()).toContainText(/Score \d+\.\d{2}/);

  await page.getByLabel("Knowledge files to upload").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not a document") });
  await expect(page.getByRole("listitem", { name: "photo.png: Not uploaded" })).toContainText("Only PDF, Markdown (.md) and text (.txt) files");

  await page.getByRole("switch", { name: "Add uploaded files to the vector store at once" }).click();
  await page
    .getByLabel("Knowledge files to upload")
    .setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Store notes: the Denver shop closes early on holidays.") });
  const notes = knowledgeFileRow(page, "notes.txt");
  await expect(notes.getByText("Uploaded", { exact: true })).toBeVisible();

  const table = page.getByRole("table", { name: "files" });
  const fileHeader = table.getByRole("columnheader", { name: "File", exact: true });
  await fileHeader.getByRole("button").click();
  await expect(fileHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(bodyRows(table).first()).toContainText("notes.txt");
  await fileHeader.getByRole("button").click();
  await expect(fileHeader).toHaveAttribute("aria-sort", "descending");
  await expect(bodyRows(table).first()).toContainText("trail-faq.md");
  await expect(page).toHaveURL(/files\.sort=fileName\.desc/);

  const stage = page.getByRole("combobox", { name: "Stage" });
  await choose(page, stage, "In vector store");
  await expect(page).toHaveURL(/files\.stage=indexed/);
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText("trail-faq.md");
  await choose(page, stage, "Uploaded");
  await expect(bodyRows(table)).toHaveCount(1);
  await expect(bodyRows(table).first()).toContainText("notes.txt");
  await page.goBack();
  await expect(stage).toHaveText("In vector store");
  await expect(bodyRows(table).first()).toContainText("trail-faq.md");
  await choose(page, stage, "All stages");
  await expect(bodyRows(table)).toHaveCount(2);

  await row.getByRole("button", { name: "Remove from vector store trail-faq.md" }).click();
  await expect(row.getByText("Uploaded", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: "Add to vector store trail-faq.md" })).toBeVisible();

  await table.getByRole("checkbox", { name: "Select trail-faq.md" }).check();
  await table.getByRole("checkbox", { name: "Select notes.txt" }).check();
  const selection = page.getByRole("group", { name: "Selected files" });
  await expect(selection).toContainText("2 selected");
  expect(await seriousViolations(page)).toEqual([]);
  await selection.getByRole("button", { name: "Delete 2 files" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete 2 files?" });
  await expect(confirm).toContainText(/(notes\.txt, trail-faq\.md|trail-faq\.md, notes\.txt) and their passages are deleted/);
  await confirm.getByRole("button", { name: "Delete 2 files" }).click();
  await expect(page.getByRole("heading", { name: "No files yet — upload one above" })).toBeVisible();
});

test("an admin deletes one file from its row by keyboard: the confirmation names it, Escape keeps it, confirming deletes it", async ({ page }) => {
  await openKnowledge(page);
  await page
    .getByLabel("Knowledge files to upload")
    .setInputFiles({ name: "old-prices.txt", mimeType: "text/plain", buffer: Buffer.from("Old prices: boots were 120 dollars.") });
  const row = knowledgeFileRow(page, "old-prices.txt");
  const deleteButton = row.getByRole("button", { name: "Delete old-prices.txt" });
  await expect(deleteButton).toBeEnabled();

  await deleteButton.focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Delete old-prices.txt?" });
  await expect(confirm).toContainText("The file and its passages are deleted");
  await page.keyboard.press("Escape");
  await expect(confirm).toBeHidden();
  await expect(deleteButton).toBeFocused();
  await expect(row).toBeVisible();

  await page.keyboard.press("Enter");
  await confirm.getByRole("button", { name: "Delete old-prices.txt" }).click();
  await expect(page.getByRole("heading", { name: "No files yet — upload one above" })).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the Knowledge tab has no serious accessibility problem (${colorScheme})`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await openKnowledge(page);
    await expect(page.getByRole("heading", { name: "No files yet — upload one above" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dropKnowledgeFile(page, "trail-faq.md", trailFaq, "text/markdown");
    await expect(knowledgeFileRow(page, "trail-faq.md").getByText("In vector store")).toBeVisible({ timeout: 20_000 });
    await page.getByLabel("Question").fill("Can I return boots?");
    await page.getByRole("button", { name: "Find passages" }).click();
    await expect(page.getByRole("list", { name: "Passages the agent would use" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
