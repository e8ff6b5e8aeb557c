import type { Locator, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { choose, northwind, openForNorthwind, seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/** Creates a pack with only a name from the open packs list, and waits for its page. */
async function createPackFromList(page: Page, name: string) {
  await page
    .getByRole("button", { name: /New pack|Create a pack/ })
    .first()
    .click();
  await page.getByRole("dialog", { name: "New pack" }).getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create pack" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
}

const returnsPolicy = "# Returns\n\nItems can be returned within 30 days of delivery, with the receipt, for a full refund.\n";

test("an admin creates a pack, uploads a Markdown document with a progress bar, and links the pack to an agent", async ({ page }) => {
  test.slow();
  const name = `Returns ${unique()}`;
  await openForNorthwind(page, "/knowledge", "Knowledge & Packs");
  await expect(page.getByRole("heading", { name: "Packs", level: 2, exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByRole("button", { name: /New pack|Create a pack/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: "New pack" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Description (optional)").fill("How returns and refunds work");
  await dialog.getByRole("button", { name: "Create pack" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("No documents yet.")).toBeVisible();

  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route(/\/api\/external\/files\/upload/, async (route) => {
    await uploadHeld;
    await route.continue();
  });

  await page.getByLabel("Documents to add to the pack").setInputFiles({ name: "returns.md", mimeType: "text/markdown", buffer: Buffer.from(returnsPolicy) });
  await expect(page.getByRole("progressbar", { name: "Upload of returns.md" })).toBeVisible();
  releaseUpload();

  const documents = page.getByRole("table");
  const row = documents.getByRole("row", { name: /returns\.md/ });
  await expect(row).toBeVisible();
  await expect(row.getByText("Ready")).toBeVisible();
  await expect(row.getByText("Markdown")).toBeVisible();
  await expect(row.getByText("1 passage", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "returns.md: Added" })).toBeVisible();

  await page.getByLabel("Documents to add to the pack").setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not a document") });
  await expect(page.getByRole("listitem", { name: "photo.png: Not added" }).getByRole("alert")).toContainText("Only PDF, Markdown");

  // A demo agent no other spec asks questions of: a pack linked to an agent is searched with its own files.
  const agentName = "Northwind Sales";
  await choose(page, page.getByLabel("Agent to link"), agentName);
  await page.getByRole("button", { name: "Link agent" }).click();
  const linked = page.getByRole("list", { name: "Linked agents" });
  await expect(linked.getByRole("link", { name: agentName })).toBeVisible();
  await expect(page.getByText("1 agent answers from this pack.")).toBeVisible();

  await page.getByRole("button", { name: "Delete pack" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
  await expect(confirm).toContainText(`1 document goes with it. ${agentName} stops answering from it at once. This cannot be undone.`);
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();

  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/knowledge");
  const listed = page.getByRole("row", { name: new RegExp(name) });
  await expect(listed).toBeVisible();
  await expect(listed.getByRole("cell", { name: agentName })).toBeVisible();
  await expect(listed.getByRole("cell", { name: "1", exact: true })).toBeVisible();
});

test("an admin deletes a pack after a confirmation that names it; the pack page has no serious accessibility problem in the dark theme", async ({ page }) => {
  const name = `Short-lived ${unique()}`;
  await page.goto("/knowledge");
  await createPackFromList(page, name);
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Delete pack" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
  await confirm.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page).toHaveURL(/\/knowledge$/);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
});

/** The rows of a list, top to bottom, without its header. */
const bodyRows = (table: Locator) => table.locator("tbody tr");

test("a pack's documents filter by status and several are removed together after one confirmation", async ({ page }) => {
  test.slow();
  const name = `Handbook ${unique()}`;
  await openForNorthwind(page, "/knowledge", "Knowledge & Packs");
  await createPackFromList(page, name);

  await page.getByLabel("Documents to add to the pack").setInputFiles([
    { name: "returns.md", mimeType: "text/markdown", buffer: Buffer.from(returnsPolicy) },
    { name: "shipping.md", mimeType: "text/markdown", buffer: Buffer.from("# Shipping\n\nOrders ship within two working days.\n") },
    { name: "warranty.md", mimeType: "text/markdown", buffer: Buffer.from("# Warranty\n\nBoots carry a two-year warranty.\n") },
  ]);
  const documents = page.getByRole("table", { name: "documents" });
  await expect(bodyRows(documents)).toHaveCount(3);
  for (const fileName of ["returns.md", "shipping.md", "warranty.md"]) {
    await expect(documents.getByRole("row", { name: new RegExp(fileName) }).getByText("Ready")).toBeVisible();
  }

  const fileHeader = documents.getByRole("columnheader", { name: "File", exact: true });
  await fileHeader.getByRole("button").click();
  await expect(fileHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(bodyRows(documents).first()).toContainText("returns.md");
  // The documents' status filter, not the pack's own status in its settings form.
  const status = page.getByRole("combobox", { name: "Status" }).and(page.locator(":not([data-slot=form-control])"));
  await choose(page, status, "Failed");
  await expect(documents.getByText("No documents match these filters.")).toBeVisible();
  await choose(page, status, "Ready");
  await expect(bodyRows(documents)).toHaveCount(3);

  await documents.getByRole("checkbox", { name: "Select returns.md" }).check();
  await documents.getByRole("checkbox", { name: "Select warranty.md" }).check();
  const selection = page.getByRole("group", { name: "Selected documents" });
  await expect(selection).toContainText("2 selected");
  expect(await seriousViolations(page)).toEqual([]);
  await selection.getByRole("button", { name: "Remove 2 documents" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove 2 documents?" });
  await expect(confirm).toContainText("returns.md");
  await expect(confirm).toContainText("warranty.md");
  await expect(confirm).not.toContainText("shipping.md");
  await confirm.getByRole("button", { name: "Remove 2 documents" }).click();
  await expect(selection).toBeHidden();
  await expect(bodyRows(documents)).toHaveCount(1);
  await expect(bodyRows(documents).first()).toContainText("shipping.md");
  await expect(page.getByRole("alert").filter({ hasText: "could not be removed" })).toHaveCount(0);

  await page.getByRole("button", { name: "Delete pack" }).click();
  await page
    .getByRole("alertdialog", { name: `Delete ${name}?` })
    .getByRole("button", { name: `Delete ${name}` })
    .click();
  await expect(page).toHaveURL(/\/knowledge$/);
});

test("the packs list sorts by name and goes through the API's pages, and Back returns to the page before", async ({ page }) => {
  test.slow();
  const tag = unique();
  const organizations = (await (await page.request.get("/api/console/organizations")).json()) as { id: string; name: string }[];
  const organizationId = organizations.find((organization) => organization.name === northwind)!.id;
  const created: string[] = [];
  for (let index = 1; index <= 11; index += 1) {
    const response = await page.request.post(`/api/console/organizations/${organizationId}/packs`, { data: { name: `Paging ${tag} ${index}` } });
    expect(response.status()).toBe(201);
    created.push(((await response.json()) as { id: string }).id);
  }

  await openForNorthwind(page, "/knowledge", "Knowledge & Packs");
  const table = page.getByRole("table", { name: "packs" });
  const updated = table.getByRole("columnheader", { name: "Updated", exact: true });
  await expect(updated).toHaveAttribute("aria-sort", "descending");
  const nameHeader = table.getByRole("columnheader", { name: "Pack", exact: true });
  await nameHeader.getByRole("button").click();
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(page).toHaveURL(/packs\.sort=name/);

  const pages = page.getByRole("navigation", { name: "Pages of packs" });
  await choose(page, pages.getByRole("combobox", { name: "Rows per page" }), "10");
  await expect(page).toHaveURL(/packs\.size=10/);
  await expect(bodyRows(table)).toHaveCount(10);
  await expect(pages).toContainText(/^1–10 of \d+/);
  const firstOfPageOne = (await bodyRows(table).first().innerText()).split("\n")[0]!;

  await pages.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/packs\.page=2/);
  await expect(pages).toContainText(/^11–\d+ of \d+/);
  await expect(bodyRows(table).first()).not.toContainText(firstOfPageOne);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goBack();
  await expect(page).not.toHaveURL(/packs\.page=/);
  await expect(pages).toContainText(/^1–10 of \d+/);
  await expect(bodyRows(table).first()).toContainText(firstOfPageOne);
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");

  await choose(page, page.getByRole("combobox", { name: "Status" }), "Inactive");
  await expect(page).toHaveURL(/packs\.status=inactive/);
  await expect(table.getByRole("link", { name: `Paging ${tag} 1`, exact: true })).toHaveCount(0);

  for (const packId of created) await page.request.delete(`/api/console/organizations/${organizationId}/packs/${packId}`);
});
