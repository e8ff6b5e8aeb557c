import { readFile } from "node:fs/promises";

import type { Browser, Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { choose, northwind, seriousViolations, unique } from "./support/console";
import { expect, test, waitForHydrationBeforeActions } from "./support/test";
import { testSuperAdminKeys } from "../tests/support/test-server.mjs";
import { testPassword, testUsers } from "../tests/support/test-users.mjs";

test.use({ storageState: superadminState });

const fingerprintPattern = /^.{6,8}….{4}$/;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function signInFresh(browser: Browser, email: string) {
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await waitForHydrationBeforeActions(page);
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(testPassword);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
}

async function northwindId(page: Page) {
  const response = await page.request.get("/api/console/organizations");
  const organizations = (await response.json()) as { id: string; name: string }[];
  return organizations.find((organization) => organization.name === northwind)!.id;
}

test("a super-admin invites an operator, who joins by the link; a role change signs them out; disabling locks them out", async ({ page, browser }) => {
  test.slow();
  const suffix = unique();
  const email = `invitee-${suffix}@switchboard.test`;
  const name = `Ivy ${suffix}`;
  const password = "a-long-invitee-password";

  await page.goto("/settings/users");
  await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Users" })).toHaveAttribute("aria-current", "page");

  await page.getByRole("button", { name: "Invite user" }).click();
  const form = page.getByRole("dialog", { name: "Invite a user" });
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Name (optional)").fill(name);
  await choose(page, form.getByRole("combobox", { name: "Role" }), "Operator");
  await choose(page, form.getByRole("combobox", { name: "Organization" }), northwind);
  await form.getByRole("button", { name: "Create invitation" }).click();

  const ready = page.getByRole("dialog", { name: "Invitation ready" });
  await expect(ready.getByText("Shown only once")).toBeVisible();
  await expect(ready.getByRole("button", { name: "Copy link" })).toBeVisible();
  const link = await ready.getByLabel("Invitation link").inputValue();
  expect(link).toMatch(/\/invite\/[\w-]{20,}$/);
  await ready.getByRole("button", { name: "Done" }).click();
  await expect(ready).toBeHidden();

  const invitee = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const inviteePage = await invitee.newPage();
  await waitForHydrationBeforeActions(inviteePage);
  await inviteePage.goto(link);
  await inviteePage.getByLabel("Your name").fill(name);
  await inviteePage.getByLabel("Password", { exact: true }).fill(password);
  await inviteePage.getByLabel("Repeat the password").fill(password);
  await inviteePage.getByRole("button", { name: "Join" }).click();
  await expect(inviteePage).toHaveURL(/\/inbox$/);

  await page.reload();
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row.getByRole("cell", { name: "Operator", exact: true })).toBeVisible();
  await expect(row.getByRole("cell", { name: northwind })).toBeVisible();
  await choose(page, row.getByRole("combobox", { name: `Role of ${name}` }), "Viewer");
  await expect(page.getByText(`${name} is now Viewer; their sessions have ended.`)).toBeVisible();
  await expect(row.getByRole("combobox", { name: `Role of ${name}` })).toHaveText("Viewer");

  await inviteePage.goto("/usage");
  await expect(inviteePage).toHaveURL(/\/login\?callbackUrl=%2Fusage$/);

  await row.getByRole("button", { name: `Disable ${name}` }).click();
  await page
    .getByRole("alertdialog", { name: `Disable ${name}?` })
    .getByRole("button", { name: "Disable" })
    .click();
  await expect(row.getByRole("cell", { name: "Disabled", exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Enable ${name}` })).toBeVisible();

  await inviteePage.getByLabel("Email").fill(email);
  await inviteePage.getByLabel("Password").fill(password);
  await inviteePage.getByRole("button", { name: "Sign in" }).click();
  await expect(inviteePage.getByRole("alert").filter({ hasText: "do not match an active account" })).toBeVisible();
  await invitee.close();
});

test("your own row offers no role change, and the invite dialog works from the keyboard", async ({ page }) => {
  await page.goto("/settings/users");
  const own = page.getByRole("row").filter({ hasText: testUsers.superadmin.email });
  await expect(own.getByText("This is you")).toBeVisible();
  await expect(own.getByRole("combobox")).toHaveCount(0);

  const invite = page.getByRole("button", { name: "Invite user" });
  await invite.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Invite a user" });
  await expect(dialog.getByLabel("Email")).toBeFocused();
  await dialog.getByRole("button", { name: "Create invitation" }).press("Enter");
  await expect(dialog.getByText("Enter a valid email address.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(invite).toBeFocused();
});

test("the keys page lists the demo keys by fingerprint only, and a refused key is marked on its field", async ({ page }) => {
  await page.goto("/settings/keys");
  await expect(page.getByRole("heading", { name: "Keys", level: 1 })).toBeVisible();
  const table = page.getByRole("table");
  // The widest keys come first: the super-admin's, then the organizations'.
  const superAdminFingerprint = `${testSuperAdminKeys.us.slice(0, 7)}…${testSuperAdminKeys.us.slice(-4)}`;
  await expect(table.getByText(superAdminFingerprint).first()).toBeVisible();
  const fingerprints = await table.locator("code").allTextContents();
  expect(fingerprints.length).toBeGreaterThanOrEqual(3);
  for (const fingerprint of fingerprints) expect(fingerprint).toMatch(fingerprintPattern);

  await page.getByRole("searchbox", { name: "Filter keys" }).fill(northwind);
  const northwindRows = table.getByRole("row").filter({ has: page.getByRole("cell", { name: northwind, exact: true }) });
  for (const scope of ["Organization", "Agent"]) {
    await expect(northwindRows.filter({ has: page.getByRole("cell", { name: scope, exact: true }) }).first()).toBeVisible();
  }
  const html = await page.content();
  for (const key of Object.values(testSuperAdminKeys)) expect(html).not.toContain(key);
  for (const fingerprint of fingerprints) {
    const [prefix, suffix] = fingerprint.split("…").map(escapeRegExp);
    expect(html).not.toMatch(new RegExp(`${prefix}[\\w-]{8,}${suffix}`));
  }

  await page.getByRole("button", { name: "Connect a key" }).click();
  const dialog = page.getByRole("dialog", { name: "Connect a key" });
  await choose(page, dialog.getByRole("combobox", { name: "Organization" }), northwind);
  await choose(page, dialog.getByRole("combobox", { name: "Kind of key" }), "Organization key");
  const keyField = dialog.getByLabel("Key", { exact: true });
  await keyField.fill("org_not-a-real-key-at-all");
  await dialog.getByRole("button", { name: "Connect key" }).click();
  await expect(keyField).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByText(/The AI Agent API refused this key/)).toBeVisible();
  await expect(keyField).toBeFocused();
});

test("the audit log shows invitations, narrows by action in the URL, and exports the same entries as CSV", async ({ page }) => {
  const email = `audited-${unique()}@switchboard.test`;
  const invited = await page.request.post("/api/console/invitations", { data: { email, name: "Audited", role: "viewer" } });
  expect(invited.status()).toBe(201);
  const refused = await page.request.post(`/api/console/organizations/${await northwindId(page)}/keys`, {
    data: { scope: "organization", key: "org_not-a-real-key-at-all" },
  });
  expect(refused.status()).toBe(400);

  await page.goto("/settings/audit");
  await expect(page.getByRole("heading", { name: "Audit log", level: 1 })).toBeVisible();
  const rows = page.getByRole("table").getByRole("row");
  const invitation = rows.filter({ hasText: `${email} as viewer` });
  await expect(invitation).toContainText("user.invite");
  await expect(invitation).toContainText("Success");
  await expect(rows.filter({ hasText: "key.connect" }).first()).toBeVisible();

  await page.getByRole("searchbox", { name: "Action" }).fill("user.invite");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/\/settings\/audit\?action=user\.invite$/);
  await expect(rows.filter({ hasText: "key.connect" })).toHaveCount(0);
  await expect(invitation).toBeVisible();
  const actions = await page.getByRole("table").locator("tbody code").allTextContents();
  expect(new Set(actions)).toEqual(new Set(["user.invite"]));

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Action" })).toHaveValue("user.invite");
  await expect(invitation).toBeVisible();

  const exportLink = page.getByRole("link", { name: "Export CSV" });
  await expect(exportLink).toHaveAttribute("href", "/api/console/audit/export?action=user.invite");
  const downloading = page.waitForEvent("download");
  await exportLink.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("audit-log.csv");
  const [header, ...lines] = (await readFile(await download.path(), "utf8")).trim().split("\r\n");
  expect(header).toBe("id,createdAt,actorEmail,actorRole,ip,action,target,organizationId,outcome,requestId,details");
  expect(lines.some((line) => line.includes(email))).toBe(true);
  expect(lines.every((line) => line.includes(",user.invite,"))).toBe(true);

  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page).toHaveURL(/\/settings\/audit$/);
  await expect(rows.filter({ hasText: "key.connect" }).first()).toBeVisible();
});

for (const who of ["operator", "viewer"] as const) {
  test(`the ${who} sees only their own settings, and is refused the admin pages`, async ({ browser }) => {
    const { context, page } = await signInFresh(browser, testUsers[who].email);
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Settings" })).toHaveCount(0);
    for (const [path, title] of [
      ["/settings/users", "Users"],
      ["/settings/keys", "Keys"],
      ["/settings/audit", "Audit log"],
    ]) {
      expect((await page.goto(path!))?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
      await expect(page.getByRole("heading", { name: title, level: 1 })).toHaveCount(0);
    }
    await context.close();
  });
}

test("a viewer sees usage figures without customers until an admin lets them see customer details", async ({ page, browser }) => {
  test.slow();
  const email = `usage-viewer-${unique()}@switchboard.test`;
  const organizationId = await northwindId(page);
  const invitation = await page.request.post("/api/console/invitations", { data: { email, role: "viewer", organizationId } });
  expect(invitation.status()).toBe(201);
  const { inviteUrl } = (await invitation.json()) as { inviteUrl: string };
  const accepted = await page.request.post("/api/console/invitations/accept", {
    data: { token: inviteUrl.split("/invite/")[1], name: email, password: testPassword },
  });
  expect(accepted.status()).toBe(201);
  const agents = (await (await page.request.get(`/api/console/organizations/${organizationId}/agents`)).json()) as { id: string; name: string }[];
  const agentId = agents.find((agent) => agent.name === "Northwind Support")!.id;

  const viewer = await signInFresh(browser, email);
  await viewer.page.goto(`/usage/agents/${agentId}/conversations`);
  await expect(viewer.page.getByRole("heading", { name: /conversations? started in this period/ })).toBeVisible();
  await expect(viewer.page.getByText("Your account sees figures only, not who the customers are.", { exact: false })).toBeVisible();
  await expect(viewer.page.getByRole("table")).toHaveCount(0);
  expect(await seriousViolations(viewer.page)).toEqual([]);

  await page.goto("/settings/users");
  const row = page.getByRole("row").filter({ hasText: email });
  const grant = row.getByRole("switch", { name: "May see customer details" });
  await expect(grant).not.toBeChecked();
  // The table's rows hydrate after the page: a click before that reaches no handler, so it is tried until it takes.
  await expect(async () => {
    if (!(await grant.isChecked())) await grant.click();
    await expect(grant).toBeChecked({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByText(`${email} now sees customer details in usage.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await viewer.page.reload();
  await expect(viewer.page.getByRole("table").getByRole("columnheader", { name: "Conversation" })).toBeVisible();
  await expect(viewer.page.getByText("Your account sees figures only", { exact: false })).toHaveCount(0);
  await viewer.context.close();
});
