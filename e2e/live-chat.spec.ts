import type { Locator, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openNewAgentTab, openNorthwindAgents } from "./support/agents";
import { choose, seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/** A 1×1 PNG, made here rather than kept as a fixture. */
const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

/** A Saturday at noon in Berlin: outside weekday hours. */
const saturdayNoonBerlin = new Date("2026-03-07T11:00:00Z");

const previewOf = (page: Page) => page.getByRole("region", { name: "Widget preview" });

async function expectImageLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
}

test("turning live chat on, shaping the widget with its preview, uploading an avatar and setting hours are kept after a reload", async ({ page }) => {
  test.setTimeout(90_000);
  await page.clock.setFixedTime(saturdayNoonBerlin);
  const name = `Live chat ${unique()}`;
  await openNewAgentTab(page, name, "Live chat");

  await expect(page.getByRole("heading", { name: "Live chat is off — turn it on" })).toBeVisible();
  await expect(page.getByText("Never saved: the defaults apply.")).toBeVisible();
  await page.getByRole("button", { name: "Turn on live chat" }).click();
  await expect(page.getByRole("switch", { name: "Live chat", exact: true })).toBeChecked();
  await expect(page.getByText("Unsaved changes")).toBeVisible();

  const preview = previewOf(page);
  await expect(preview.getByText("Open now")).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("Northwind help desk");
  await expect(preview.getByText("Northwind help desk")).toBeVisible();
  await page.getByLabel("Greeting").fill("Hello from Northwind! Ask me anything.");
  await expect(preview.getByText("Hello from Northwind! Ask me anything.")).toBeVisible();
  await page.getByLabel("Hand-off message").fill("Sam from our team is joining.");
  await expect(preview.getByText("Sam from our team is joining.")).toBeVisible();

  const headerColour = page.getByLabel("Header colour", { exact: true });
  await headerColour.fill("#12");
  await headerColour.press("Tab");
  await expect(page.getByText("expected a hex colour such as #1F6FEB")).toBeVisible();
  await expect(headerColour).toHaveAttribute("aria-invalid", "true");
  await headerColour.fill("#0B5D1E");
  await expect(page.getByText("expected a hex colour such as #1F6FEB")).toBeHidden();
  await expect(preview.getByTestId("preview-header")).toHaveCSS("background-color", "rgb(11, 93, 30)");

  const textColour = page.getByLabel("Header text colour", { exact: true });
  await textColour.fill("#2E7D32");
  await expect(page.getByText(/many visitors will not be able to read it/)).toBeVisible();
  await textColour.fill("#FFFFFF");
  await expect(page.getByText(/many visitors will not be able to read it/)).toBeHidden();

  await expect(preview.getByRole("img", { name: "Chat launcher, bottom right" })).toBeVisible();
  await choose(page, page.getByRole("combobox", { name: "Position" }), "Bottom left");
  await expect(preview.getByRole("img", { name: "Chat launcher, bottom left" })).toBeVisible();

  // Hold the upload a moment so its progress can be seen.
  await page.route("**/files/upload?**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByLabel("Upload an image").setInputFiles({ name: "avatar.png", mimeType: "image/png", buffer: png });
  await expect(page.getByRole("progressbar", { name: "Upload of avatar.png" })).toBeVisible();
  await expect(page.getByText("Uploaded avatar.png. Save to show it to visitors.")).toBeVisible();
  const previewAvatar = preview.getByTestId("preview-avatar-image");
  await expect(previewAvatar).toHaveAttribute("src", /^blob:/);
  await expectImageLoaded(previewAvatar);

  await page.getByRole("switch", { name: "Answer only during business hours" }).click();
  await page.getByLabel("Time zone").fill("Europe/Berlin");
  await page.getByLabel("Outside-hours message").fill("We are out until Monday morning.");
  await expect(preview.getByText("Outside business hours now")).toBeVisible();
  await expect(preview.getByText("We are out until Monday morning.")).toBeVisible();
  await page.getByRole("button", { name: "Add hours" }).click();
  const saturday = page.getByRole("group", { name: "Opening hours 6" });
  await expect(saturday.getByRole("combobox", { name: "Day" })).toHaveText("Saturday");
  await saturday.getByLabel("Opens").fill("10:00");
  await saturday.getByLabel("Closes").fill("14:30");
  await expect(preview.getByText("Open now")).toBeVisible();
  await saturday.getByLabel("Closes").fill("11:30");
  await expect(preview.getByText("Outside business hours now")).toBeVisible();

  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Live chat saved. Visitors see the new widget.")).toBeVisible();
  await expect(page.getByText(/All changes saved/)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Northwind help desk");
  await expect(page.getByLabel("Greeting")).toHaveValue("Hello from Northwind! Ask me anything.");
  await expect(page.getByLabel("Header colour", { exact: true })).toHaveValue("#0B5D1E");
  await expect(page.getByRole("combobox", { name: "Position" })).toHaveText("Bottom left");
  await expect(page.getByLabel("Time zone")).toHaveValue("Europe/Berlin");
  await expect(page.getByRole("group", { name: "Opening hours 6" }).getByLabel("Closes")).toHaveValue("11:30");
  await expect(previewOf(page).getByText("We are out until Monday morning.")).toBeVisible();
  await expect(previewOf(page).getByRole("img", { name: "Chat launcher, bottom left" })).toBeVisible();
  const savedAvatar = previewOf(page).getByTestId("preview-avatar-image");
  await expect(savedAvatar).toHaveAttribute("src", /\/files\/download\?/);
  await expectImageLoaded(savedAvatar);
  await expect(page.getByText("An uploaded image.")).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill("Something else");
  await expect(page.getByText("Unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "Discard changes" }).click();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Northwind help desk");
  await expect(page.getByText(/All changes saved/)).toBeVisible();
});

test("hours that overlap are refused inline before anything is sent", async ({ page }) => {
  await openNewAgentTab(page, `Live chat hours ${unique()}`, "Live chat");
  await page.getByRole("button", { name: "Turn on live chat" }).click();
  await page.getByRole("switch", { name: "Answer only during business hours" }).click();
  const monday = page.getByRole("group", { name: "Opening hours 1" });
  await monday.getByLabel("Closes").fill("08:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(monday.getByText("must be after the start (09:00)")).toBeVisible();
  await expect(page.getByText("Unsaved changes")).toBeVisible();
});

for (const colorScheme of ["light", "dark"] as const) {
  test(`the live chat tab has no serious accessibility problem (${colorScheme})`, async ({ page }) => {
    test.slow();
    await page.emulateMedia({ colorScheme });
    await openNorthwindAgents(page);
    await page.getByRole("link", { name: "Northwind Sales", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Northwind Sales", level: 1 })).toBeVisible();
    await page.getByRole("navigation", { name: "Agent sections" }).getByRole("link", { name: "Live chat", exact: true }).click();
    await expect(page.getByRole("switch", { name: "Live chat", exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    if (!(await page.getByRole("switch", { name: "Live chat", exact: true }).isChecked()))
      await page.getByRole("button", { name: "Turn on live chat" }).click();
    await page.getByRole("switch", { name: "Answer only during business hours" }).click();
    await expect(previewOf(page)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
