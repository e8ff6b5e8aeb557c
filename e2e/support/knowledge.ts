import { expect, type Page } from "@playwright/test";

/** The row of a file in the Knowledge tab's table. */
export const knowledgeFileRow = (page: Page, fileName: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: fileName, exact: true }) });

/**
 * Waits until the Knowledge tab has read its files: the list, or its empty state, is drawn by the browser, so
 * the drop zone beside it is live. Its heading is already in the server's HTML, where a drop would be lost.
 */
export async function waitForKnowledgeFiles(page: Page) {
  await expect(page.getByRole("heading", { name: "No files yet — upload one above" }).or(page.getByRole("table"))).toBeVisible();
}

/** Drops a file on the Knowledge tab's drop zone the way a browser does: a drop event carrying it. */
export async function dropKnowledgeFile(page: Page, name: string, text: string, type: string) {
  await waitForKnowledgeFiles(page);
  const dataTransfer = await page.evaluateHandle(
    ({ name, text, type }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type }));
      return transfer;
    },
    { name, text, type },
  );
  await page.getByTestId("agent-file-dropzone").dispatchEvent("drop", { dataTransfer });
}

/** Drops a Markdown file on the open Knowledge tab and waits until its passages are in the vector store. */
export async function addMarkdownToVectorStore(page: Page, name: string, text: string) {
  await dropKnowledgeFile(page, name, text, "text/markdown");
  const row = knowledgeFileRow(page, name);
  await expect(row.getByText("In vector store")).toBeVisible({ timeout: 20_000 });
  return row;
}
