import { superadminState } from "../playwright.config";
import { createAgent, openNorthwindAgents } from "./support/agents";
import { seriousViolations, unique } from "./support/console";
import { consoleKeyRow, rotateConsoleKey } from "./support/keys";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

test("an admin creates an agent, opens it and edits its instructions; an invalid output schema is refused inline", async ({ page }) => {
  const name = `E2E agent ${unique()}`;
  await openNorthwindAgents(page);

  const newAgent = page.getByRole("button", { name: "New agent" });
  await newAgent.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New agent" });
  const schema = dialog.getByLabel("Output JSON Schema");
  await expect(schema).toHaveValue("{}");
  await schema.fill('{ "type": ');
  await expect(dialog.getByText(/This is not valid JSON/)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Create agent" })).toBeDisabled();
  await schema.fill("{}");
  await expect(dialog.getByRole("button", { name: "Create agent" })).toBeEnabled();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(newAgent).toBeFocused();

  const row = await createAgent(page, name);
  await expect(row.getByText("Shown to users as Eve")).toBeVisible();
  await expect(row.getByText("Working")).toBeVisible();
  await expect(row.getByRole("cell", { name: "0", exact: true })).toBeVisible();
  await expect(row.getByText("No conversations yet")).toBeVisible();

  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Agent sections" });
  await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Shown to users as Eve")).toBeVisible();

  const save = page.getByRole("button", { name: "Save changes" });
  await expect(save).toBeDisabled();
  const instructions = page.getByLabel("Instructions", { exact: true });
  await expect(instructions).toHaveValue("Answer questions about orders.");
  await instructions.fill("Answer questions about orders and returns, in two sentences at most.");
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(`Saved ${name}.`)).toBeVisible();
  await expect(save).toBeDisabled();
  await page.reload();
  await expect(page.getByLabel("Instructions", { exact: true })).toHaveValue("Answer questions about orders and returns, in two sentences at most.");

  const outputSchema = page.getByLabel("Output JSON Schema");
  await outputSchema.fill('{ "type": "object", ');
  await expect(outputSchema).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/This is not valid JSON/)).toBeVisible();
  await expect(save).toBeDisabled();
  await outputSchema.fill("[]");
  await expect(page.getByText("A JSON Schema is a JSON object, written between { and }.")).toBeVisible();
  await expect(save).toBeDisabled();
  await outputSchema.fill('{ "type": "object" }');
  await expect(outputSchema).not.toHaveAttribute("aria-invalid", "true");
  await expect(save).toBeEnabled();
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(outputSchema).toHaveValue("{}");
  await expect(save).toBeDisabled();
});

test("on the Keys tab, rotating the key in use changes its fingerprint and the console keeps using it; an integration key can be revoked", async ({ page }) => {
  test.slow();
  const name = `E2E keys ${unique()}`;
  await openNorthwindAgents(page);
  const agentRow = await createAgent(page, name);
  await agentRow.getByRole("link", { name, exact: true }).click();
  await page.getByRole("navigation", { name: "Agent sections" }).getByRole("link", { name: "Keys" }).click();
  await expect(page).toHaveURL(/\/agents\/[^/]+\/keys$/);
  await expect(page.getByRole("heading", { name: "API keys", level: 2, exact: true })).toBeVisible();

  const consoleRow = consoleKeyRow(page);
  await expect(consoleRow.getByText("Used by the console")).toBeVisible();
  const { after } = await rotateConsoleKey(page);
  await expect(page.getByRole("status").filter({ hasText: after })).toBeVisible();

  const keyName = `Temporary ${unique()}`;
  await page.getByRole("button", { name: "Create key" }).click();
  const createDialog = page.getByRole("dialog", { name: "Create a key for an integration" });
  await createDialog.getByLabel("Name").fill(keyName);
  await createDialog.getByLabel("Expires (optional)").fill("2035-06-30T12:00");
  await createDialog.getByRole("button", { name: "Create key" }).click();
  await expect(createDialog).toBeHidden();
  await page
    .getByRole("dialog", { name: `Copy the secret of ${keyName}` })
    .getByRole("button", { name: "I have copied it" })
    .click();
  const temporaryRow = page.getByRole("row").filter({ hasText: keyName });
  await expect(temporaryRow.getByText("2035")).toBeVisible();
  await expect(temporaryRow.getByText("Used by the console")).toHaveCount(0);
  await expect(consoleRow.getByText("Used by the console")).toBeVisible();

  await temporaryRow.getByRole("button", { name: `Revoke ${keyName}` }).click();
  const revokeDialog = page.getByRole("alertdialog", { name: `Revoke ${keyName}?` });
  await expect(revokeDialog).not.toContainText("The console uses this key");
  await revokeDialog.getByRole("button", { name: `Revoke ${keyName}` }).click();
  await expect(temporaryRow.getByText("Revoked", { exact: true })).toBeVisible();
  await expect(temporaryRow.getByRole("button")).toHaveCount(0);
  await expect(consoleRow.getByText("Used by the console")).toBeVisible();
});

test("opening an agent that does not exist says so", async ({ page }) => {
  await openNorthwindAgents(page);
  await page.goto("/agents/00000000-0000-4000-8000-00000000dead");
  await expect(page.getByRole("heading", { name: "This agent no longer exists", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Back to agents" }).click();
  await expect(page.getByRole("heading", { name: "Agents", level: 1 })).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the agents list, an agent's overview and its keys have no serious accessibility problem (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme });
    await openNorthwindAgents(page);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Northwind Support", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Northwind Support", level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save changes" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("navigation", { name: "Agent sections" }).getByRole("link", { name: "Keys" }).click();
    await expect(page.getByRole("table")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
