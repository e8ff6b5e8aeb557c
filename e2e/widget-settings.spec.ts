import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNewAgentTab } from "./support/agents";
import { choose, seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState, permissions: ["clipboard-read", "clipboard-write"] });

const websiteCard = (page: Page) => page.getByRole("region", { name: "On your website" });

test("an admin lists the websites that may show the chat, saves them on their own, and copies the snippet", async ({ page }) => {
  test.slow();
  await openNewAgentTab(page, `Website chat ${unique()}`, "Live chat");
  const card = websiteCard(page);
  await expect(card.getByText("No website can show the chat yet.")).toBeVisible();
  await expect(card.getByText("The console's preview always works.")).toBeVisible();
  const save = card.getByRole("button", { name: "Save website settings" });
  await expect(save).toBeDisabled();

  const origin = card.getByRole("textbox", { name: "Website origin" });
  await origin.fill("https://shop.example.com/contact");
  await origin.press("Enter");
  await expect(card.getByText("Enter only the scheme and host, such as https://shop.example.com (no path)")).toBeVisible();
  await expect(origin).toHaveAttribute("aria-invalid", "true");
  await expect(origin).toHaveValue("https://shop.example.com/contact");
  await expect(save).toBeDisabled();

  await origin.fill("http://127.0.0.1:4999");
  await expect(origin).not.toHaveAttribute("aria-invalid", "true");
  await origin.press("Enter");
  const list = card.getByRole("list", { name: "Allowed websites" });
  await expect(list.getByRole("listitem")).toHaveText([/http:\/\/127\.0\.0\.1:4999/]);
  await expect(origin).toHaveValue("");
  await expect(origin).toBeFocused();

  await origin.fill("HTTP://127.0.0.1:4999/");
  await card.getByRole("button", { name: "Add website" }).click();
  await expect(card.getByText("http://127.0.0.1:4999 is already in the list.")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await origin.fill("");

  await choose(page, card.getByRole("combobox", { name: "Ask visitors who they are" }), "Required (name and email)");
  await expect(card.getByText("Unsaved website settings")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await save.click();
  await expect(page.getByText("Website settings saved. 1 website can show the chat.")).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(list.getByRole("listitem")).toHaveText([/http:\/\/127\.0\.0\.1:4999/]);
  await expect(card.getByRole("combobox", { name: "Ask visitors who they are" })).toHaveText("Required (name and email)");
  await expect(card.getByText(/Website settings saved/)).toBeVisible();

  const snippet = await card.getByLabel("Snippet").inputValue();
  const consoleOrigin = new URL(page.url()).origin;
  expect(snippet).toMatch(new RegExp(`^<script src="${consoleOrigin}/widget\\.js" data-agent="[\\w-]+" async></script>$`));
  await card.getByRole("button", { name: "Copy snippet" }).click();
  await expect(card.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);

  const agentId = /data-agent="([\w-]+)"/.exec(snippet)![1];
  const preview = card.getByRole("link", { name: "Open preview (opens in a new tab)" });
  await expect(preview).toHaveAttribute("href", `${consoleOrigin}/widget/${agentId}`);
  await expect(preview).toHaveAttribute("target", "_blank");

  await list.getByRole("button", { name: "Remove http://127.0.0.1:4999" }).click();
  await expect(card.getByText("No website can show the chat yet.")).toBeVisible();
  await expect(save).toBeEnabled();
});

test("an origin the server refuses is marked on its row, and the list stays as typed", async ({ page }) => {
  await openNewAgentTab(page, `Website refusal ${unique()}`, "Live chat");
  const card = websiteCard(page);
  const origin = card.getByRole("textbox", { name: "Website origin" });
  await origin.fill("https://shop.example.com");
  await origin.press("Enter");
  await page.route("**/widget", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            error: { code: "INVALID_INPUT", message: "Some fields need attention.", fields: { "allowedOrigins.0": "This website is not allowed." } },
          }),
        })
      : route.continue(),
  );
  await card.getByRole("button", { name: "Save website settings" }).click();
  const remove = card.getByRole("button", { name: "Remove https://shop.example.com" });
  await expect(card.getByText("This website is not allowed.")).toBeVisible();
  await expect(remove).toHaveAccessibleDescription("This website is not allowed.");
  await expect(card.getByText("Unsaved website settings")).toBeVisible();
});
