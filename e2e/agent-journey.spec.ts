import { superadminState } from "../playwright.config";
import { openAgentTab, openNewAgentTab } from "./support/agents";
import { unique } from "./support/console";
import { rotateConsoleKey } from "./support/keys";
import { addMarkdownToVectorStore } from "./support/knowledge";
import { askInPlayground } from "./support/playground";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/** A policy made up for this test: nothing else the agent could read says 37 summit points. */
const policyFile = "glacier-club-rewards.md";
const policy = [
  "# Glacier Club rewards",
  "",
  "## Tent recycling",
  "",
  "Glacier Club members earn 37 summit points for every old tent they bring to a store for recycling.",
  "",
  "## Redeeming points",
  "",
  "Summit points are redeemed at the checkout, 100 points for a 5 dollar voucher.",
].join("\n");
const question = "How many summit points do members earn for recycling a tent?";
const answer = /37 summit points for every old tent/;

test("an admin creates an agent, gives it a file, sees the playground answer from it, rotates the console's key and still gets answers", async ({ page }) => {
  test.slow();
  const name = `E2E journey ${unique()}`;
  await openNewAgentTab(page, name, "Knowledge");
  await expect(page.getByRole("heading", { name: "Knowledge", level: 2, exact: true })).toBeVisible();
  const row = await addMarkdownToVectorStore(page, policyFile, policy);
  await expect(row.getByText("Markdown")).toBeVisible();

  await openAgentTab(page, "Playground");
  await expect(page.getByRole("heading", { name: "Playground", level: 2, exact: true })).toBeVisible();
  const log = await askInPlayground(page, "Eve", question);
  await expect(log.getByText(answer)).toBeVisible();
  await expect(log.getByRole("list", { name: "Knowledge used" })).toContainText(policyFile);

  await openAgentTab(page, "Keys");
  await expect(page.getByRole("heading", { name: "API keys", level: 2, exact: true })).toBeVisible();
  const { before, after } = await rotateConsoleKey(page);
  expect(after).not.toBe(before);

  await openAgentTab(page, "Playground");
  await expect(page.getByRole("heading", { name: "Ask Eve something" })).toBeVisible();
  const again = await askInPlayground(page, "Eve", question);
  await expect(again.getByText(answer)).toBeVisible();
  await expect(again.getByRole("list", { name: "Knowledge used" })).toContainText(policyFile);
  await expect(page.getByText("Not answered")).toHaveCount(0);
});
