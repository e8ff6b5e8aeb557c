import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const northwind = "Northwind Outfitters";

/** A suffix that keeps names made by parallel tests apart. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The serious and critical accessibility violations on the page once it settles, one line each. A page with a
 * live event stream never goes network-idle, so settling is given a few seconds at most. Finite animations (a
 * toast fading in, a dialog opening) are let finish first: half-way, their text is half transparent, and its
 * contrast is not the one a person reads. A page the server is redrawing (after onboarding, after switching
 * organization) can be without its title for a moment; it is given a few seconds to have one again, and a page
 * without any title is still reported.
 */
export async function seriousViolations(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  await page.waitForFunction(() => document.title !== "", undefined, { timeout: 3_000 }).catch(() => undefined);
  await page
    .waitForFunction(
      () => document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

/**
 * Picks an option of a select (a Radix combobox). A click that lands while the list is still placing itself
 * under the pointer is ignored and leaves the list open, as a person would see it: the option is clicked again.
 */
export async function choose(page: Page, select: Locator, option: string) {
  const listbox = page.getByRole("listbox");
  const item = page.getByRole("option", { name: option, exact: true });
  await select.click();
  await expect(item).toBeVisible();
  await expect(async () => {
    if (await listbox.isVisible()) await item.click({ timeout: 2_000 });
    await expect(listbox).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Opens a page with Northwind as the current organization, switching to it in the sidebar if needed. */
export async function openForNorthwind(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { name: heading, level: 1 })).toBeVisible();
  const switcher = page.getByRole("button", { name: /Switch organization$/ }).first();
  if ((await switcher.getAttribute("aria-label")) !== `Organization: ${northwind}. Switch organization`) {
    await switcher.click();
    await page.getByRole("menuitem").filter({ hasText: northwind }).click();
    await expect(page.getByRole("button", { name: `Organization: ${northwind}. Switch organization` }).first()).toBeVisible();
  }
}
