import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openAgentTab, openNewAgentTab, openNorthwindAgents } from "./support/agents";
import { openForNorthwind, unique } from "./support/console";
import { expect, test, waitForHydrationBeforeActions } from "./support/test";

test.use({ storageState: superadminState });

/** The console requests the page sent that were refused or failed. */
function failedConsoleRequests(page: Page) {
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/api/console/") && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return failed;
}

/** What the page logs as an error, and any error it throws. */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

test("the conversations behind an agent's usage, opened without a period, show the usage pages' range and name it in the address", async ({ page }) => {
  await openForNorthwind(page, "/usage?range=7d", "Usage");
  await page.getByRole("link", { name: "Northwind Support", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Northwind Support", level: 1 })).toBeVisible();
  const agentPath = new URL(page.url()).pathname;

  const failed = failedConsoleRequests(page);
  await page.goto(`${agentPath}/conversations`);
  await expect(page.getByRole("heading", { name: "Conversations of Northwind Support", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/[?&]range=7d&.*start=[^&]+&end=[^&]+/);
  await expect(page.getByText(/^\d+ conversations?$/)).toBeVisible();
  await expect(page.getByText(/^Started .+ to .+\.$/)).toBeVisible();
  expect(failed).toEqual([]);
});

test("a crawl of a loopback site the server does not allow says how to allow it, and the knowledge box says what it means", async ({ page }) => {
  test.slow();
  await openNewAgentTab(page, `Loopback desk ${unique()}`, "Crawls");
  await page.getByRole("button", { name: "Add a website" }).click();
  const dialog = page.getByRole("dialog", { name: "New crawl" });
  const url = "http://127.0.0.2:9/";
  await dialog.getByLabel("Start URL").fill(url);

  const addToKnowledge = dialog.getByRole("checkbox", { name: "Add the pages to the agent's knowledge" });
  await expect(addToKnowledge).toBeChecked();
  await expect(addToKnowledge).toHaveAccessibleDescription(/^On: the agent answers from the text of each page/);
  await dialog.getByText("Add the pages to the agent's knowledge").click();
  await expect(addToKnowledge).not.toBeChecked();
  await expect(addToKnowledge).toHaveAccessibleDescription(/^Off: a crawl only reports the pages it finds/);
  await dialog.getByRole("button", { name: "Create crawl" }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole("article", { name: url, exact: true });
  await expect(card.getByText("Not crawled yet. Run it to see which pages it finds; they are not added to the agent's knowledge.")).toBeVisible();
  await card.getByRole("button", { name: "Run now" }).click();
  const failure = card.getByRole("alert").filter({ hasText: "The crawl failed" });
  await expect(failure).toContainText(
    "The start URL could not be crawled: 127.0.0.2 is not a public address (loopback); set SCRAPER_ALLOWED_HOSTS=127.0.0.2:9 on the server to allow crawling it",
    { timeout: 20_000 },
  );
});

test("an invitation link already used says so at once, with the way to sign in; an unknown one says it is not valid", async ({ page, browser }) => {
  const created = await page.request.post("/api/console/invitations", { data: { email: `used-${unique()}@switchboard.test`, role: "viewer" } });
  expect(created.status()).toBe(201);
  const { inviteUrl } = (await created.json()) as { inviteUrl: string };
  const token = inviteUrl.split("/invite/")[1]!;
  const accepted = await page.request.post("/api/console/invitations/accept", { data: { token, name: "Uma Used", password: "a-long-invitee-password" } });
  expect(accepted.status()).toBe(201);

  const invitee = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const inviteePage = await invitee.newPage();
  await waitForHydrationBeforeActions(inviteePage);
  await inviteePage.goto(`/invite/${token}`);
  await expect(inviteePage.getByRole("heading", { name: "This invitation has already been used", level: 1 })).toBeVisible();
  await expect(inviteePage.getByLabel("Your name")).toHaveCount(0);
  await inviteePage.getByRole("link", { name: "Sign in" }).click();
  await expect(inviteePage).toHaveURL(/\/login$/);

  await inviteePage.goto("/invite/no-such-invitation");
  await expect(inviteePage.getByRole("heading", { name: "This invitation link is not valid", level: 1 })).toBeVisible();
  await expect(inviteePage.getByRole("link", { name: "Sign in" })).toBeVisible();
  await invitee.close();
});

test("the playground loads without any console error, even when the agent is read before the playground's part of the page hydrates", async ({ page }) => {
  await openNorthwindAgents(page);
  await page.getByRole("link", { name: "Northwind Support", exact: true }).click();
  await openAgentTab(page, "Playground");
  const playgroundUrl = page.url();

  // The playground's code arrives late, as on a slow connection: only once the agent's header has read the agent.
  const agentPath = new URL(playgroundUrl).pathname
    .replace(/\/playground$/, "")
    .split("/")
    .at(-1)!;
  const agentRead = page.waitForResponse((response) => response.ok() && new URL(response.url()).pathname.endsWith(`/agents/${agentPath}`));
  await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("One-off prompt")) {
      await agentRead;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await route.fulfill({ response, body });
  });
  const errors = pageErrors(page);
  await page.goto(playgroundUrl);
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await expect(page.getByLabel("Message to Nia")).toBeVisible();
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  expect(errors).toEqual([]);
});

test("the license key of a new organization says what it is", async ({ page }) => {
  await page.goto("/admin/organizations/new");
  await expect(page.getByRole("heading", { name: "Create organization", level: 1 })).toBeVisible();
  await expect(page.getByLabel("License key")).toHaveAccessibleDescription(/issued for this organization.*It is not an API key/);
});
