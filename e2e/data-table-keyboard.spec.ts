import type { Locator, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNewAgentTab } from "./support/agents";
import { northwind, seriousViolations, unique } from "./support/console";
import { waitForKnowledgeFiles } from "./support/knowledge";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/** Opens the Knowledge tab of a new agent in Northwind and answers the ids its files are uploaded under. */
async function openNewKnowledgeTab(page: Page) {
  await openNewAgentTab(page, `E2E keyboard ${unique()}`, "Knowledge");
  const agentId = new URL(page.url()).pathname.split("/")[2]!;
  const organizations = (await (await page.request.get("/api/console/organizations")).json()) as { id: string; name: string }[];
  return { organizationId: organizations.find((organization) => organization.name === northwind)!.id, agentId };
}

/** Uploads Markdown files through the console's own upload route, a few at a time, as the drop zone would. */
async function uploadFiles(page: Page, { organizationId, agentId }: { organizationId: string; agentId: string }, names: string[]) {
  const queue = [...names];
  const uploadNext = async (): Promise<void> => {
    const name = queue.shift();
    if (name === undefined) return;
    const uploaded = await page.request.post(`/api/console/organizations/${organizationId}/agents/${agentId}/files`, {
      multipart: { file: { name, mimeType: "text/markdown", buffer: Buffer.from(`# ${name}\n\nNotes on ${name}.`) } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    await uploadNext();
  };
  await Promise.all(Array.from({ length: 6 }, uploadNext));
}

/** The file names of the list's rows, top to bottom, as drawn. */
const drawnFileNames = (table: Locator) =>
  table.locator("tbody tr[data-slot=table-row]").evaluateAll((rows) => rows.map((row) => row.querySelectorAll("td")[1]?.textContent ?? ""));

/** Whether a row starts below the list's header rather than under it. */
async function topBelowHeader(row: Locator, header: Locator) {
  const [rowBox, headerBox] = [(await row.boundingBox())!, (await header.boundingBox())!];
  return rowBox.y >= headerBox.y + headerBox.height - 1;
}

const deleteButton = (scope: Locator | Page, fileName: string) => scope.getByRole("button", { name: `Delete ${fileName}`, exact: true });

test("arrow keys move focus between the rows' controls, keeping the column and the place in the cell, and Tab moves as before", async ({ page }) => {
  test.slow();
  const scope = await openNewKnowledgeTab(page);
  await uploadFiles(page, scope, ["alpha.md", "bravo.md", "charlie.md", "delta.md"]);
  await page.reload();
  await waitForKnowledgeFiles(page);
  const table = page.getByRole("table", { name: "files" });
  await expect(table.locator("tbody tr")).toHaveCount(4);
  const [first, second, third, last] = await drawnFileNames(table);

  // The row actions' second control (Delete) leads to the next row's Delete, and back.
  await deleteButton(table, first!).focus();
  await page.keyboard.press("ArrowDown");
  await expect(deleteButton(table, second!)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(deleteButton(table, third!)).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(deleteButton(table, second!)).toBeFocused();
  await page.keyboard.press("End");
  await expect(deleteButton(table, last!)).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(deleteButton(table, last!)).toBeFocused();
  await page.keyboard.press("Control+Home");
  await expect(deleteButton(table, first!)).toBeFocused();

  // The first control of the cell leads to the first control of the next row's cell.
  await table.getByRole("button", { name: `Add to vector store ${first}`, exact: true }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(table.getByRole("button", { name: `Add to vector store ${second}`, exact: true })).toBeFocused();

  // Checkboxes move down their column too.
  await table.getByRole("checkbox", { name: `Select ${second}` }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(table.getByRole("checkbox", { name: `Select ${third}` })).toBeFocused();
  await page.keyboard.press("Home");
  await expect(table.getByRole("checkbox", { name: `Select ${first}` })).toBeFocused();

  // ArrowUp from the first row goes up to the header's control in the same column, ArrowDown back into the rows;
  // from a sort button, down leads to the nearest control of the first row.
  await page.keyboard.press("ArrowUp");
  await expect(table.getByRole("checkbox", { name: /^Select all/ })).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(table.getByRole("checkbox", { name: `Select ${first}` })).toBeFocused();
  await table.getByRole("columnheader", { name: "File", exact: true }).getByRole("button").focus();
  await page.keyboard.press("ArrowDown");
  await expect(table.getByRole("checkbox", { name: `Select ${first}` })).toBeFocused();

  // Tab keeps its order: from a row's last control to the next row's first.
  await deleteButton(table, first!).focus();
  await page.keyboard.press("Tab");
  await expect(table.getByRole("checkbox", { name: `Select ${second}` })).toBeFocused();

  // The text filter keeps its own arrows.
  const filter = page.getByRole("searchbox", { name: "Filter files" });
  await filter.fill("alpha");
  await filter.press("ArrowDown");
  await expect(filter).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});

test("a long list keeps its header in view while it scrolls, and the keys reach rows it has not drawn yet", async ({ page }) => {
  test.setTimeout(180_000);
  const scope = await openNewKnowledgeTab(page);
  const names = Array.from({ length: 230 }, (_, index) => `handbook-${String(index).padStart(3, "0")}.md`);
  await uploadFiles(page, scope, names);
  await page.reload();
  await waitForKnowledgeFiles(page);

  const region = page.getByRole("region", { name: "All files, scrollable" });
  const table = region.getByRole("table", { name: "files" });
  await expect(table).toHaveAttribute("aria-rowcount", String(names.length + 1));
  const row = (ariaRowIndex: number) => table.locator(`tbody tr[aria-rowindex="${ariaRowIndex}"]`);
  const lastIndex = names.length + 1;
  await expect(row(2)).toBeVisible();
  await expect(row(lastIndex)).toHaveCount(0);

  // End from the first row scrolls the list to its last row, draws it and focuses its Delete.
  await row(2)
    .getByRole("button", { name: /^Delete / })
    .focus();
  await page.keyboard.press("End");
  await expect(row(lastIndex).getByRole("button", { name: /^Delete / })).toBeFocused();
  await expect(row(lastIndex).getByRole("button", { name: /^Delete / })).toBeInViewport();
  await expect(row(2)).toHaveCount(0);

  // The header stays at the top of the scrolled region, drawn over the rows (the page is scrolled to show the
  // region's top: focusing the last row scrolled the page to the region's bottom).
  const header = table.getByRole("columnheader", { name: "File", exact: true });
  await region.evaluate((element) => element.scrollIntoView({ block: "start" }));
  const regionBox = (await region.boundingBox())!;
  const headerBox = (await header.boundingBox())!;
  expect(Math.abs(headerBox.y - regionBox.y)).toBeLessThan(2);
  expect(await region.evaluate((element) => element.scrollTop)).toBeGreaterThan(1_000);
  const onTop = await header.evaluate((cell) => {
    const box = cell.getBoundingClientRect();
    return document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)?.closest("th") === cell;
  });
  expect(onTop).toBe(true);

  // Going up past the top of the view scrolls each row into view below the header, not under it.
  for (let step = 1; step <= 12; step += 1) await page.keyboard.press("ArrowUp");
  const up = row(lastIndex - 12).getByRole("button", { name: /^Delete / });
  await expect(up).toBeFocused();
  expect(await topBelowHeader(row(lastIndex - 12), header)).toBe(true);

  // Home goes back to the first row, no longer drawn; PageDown moves by the rows in view.
  await page.keyboard.press("Home");
  await expect(row(2).getByRole("button", { name: /^Delete / })).toBeFocused();
  await expect(row(2).getByRole("button", { name: /^Delete / })).toBeInViewport();
  expect(await topBelowHeader(row(2), header)).toBe(true);
  await page.keyboard.press("PageDown");
  const paged = Number(await page.evaluate(() => document.activeElement?.closest("tr")?.getAttribute("aria-rowindex")));
  expect(paged).toBeGreaterThan(4);
  expect(paged).toBeLessThan(20);

  // Arrows run on past the rows drawn at first: each focused control is drawn and in view.
  for (let step = 0; step < 30; step += 1) await page.keyboard.press("ArrowDown");
  await expect(row(paged + 30).getByRole("button", { name: /^Delete / })).toBeFocused();
  await expect(row(paged + 30).getByRole("button", { name: /^Delete / })).toBeInViewport();

  // From the header, ArrowDown goes to the first row in view, not back to the top of the list.
  await header.getByRole("button").focus();
  await page.keyboard.press("ArrowDown");
  const below = Number(await page.evaluate(() => document.activeElement?.closest("tr")?.getAttribute("aria-rowindex")));
  expect(below).toBeGreaterThan(paged);
  expect(await topBelowHeader(table.locator(`tbody tr[aria-rowindex="${below}"]`), header)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
});
