import { superadminState } from "../playwright.config";
import { choose, openForNorthwind, seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

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
  await page
    .getByRole("button", { name: /New pack|Create a pack/ })
    .first()
    .click();
  await page.getByRole("dialog", { name: "New pack" }).getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create pack" }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await page.emulateMedia({ colorScheme: "dark" });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("button", { name: "Delete pack" }).click();
  const confirm = page.getByRole("alertdialog", { name: `Delete ${name}?` });
  await confirm.getByRole("button", { name: `Delete ${name}` }).click();
  await expect(page).toHaveURL(/\/knowledge$/);
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
});
