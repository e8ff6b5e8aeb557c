import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { northwind, seriousViolations, unique } from "./support/console";
import { expect, test } from "./support/test";
import { testPassword } from "../tests/support/test-users.mjs";
import { invitationToken, truthOnboarding } from "../tests/support/truth-organization";

test.use({ storageState: superadminState });

type Truth = { organizationId: string; owner: string; pending: string; agentId: string; agentName: string };

/**
 * An organization of its own on the Starter plan, onboarded as a super-admin does it, with one agent: its
 * owner accepted the invitation under the name Olive Owens-Park, the admin's invitation is still pending.
 * The page's browser shows it as the current organization.
 */
async function truthOrganization(page: Page): Promise<Truth> {
  const plans = (await (await page.request.get("/api/console/admin/subscriptions?region=us")).json()) as { id: string; title: string }[];
  const { owner, pending, body } = truthOnboarding(unique(), plans);
  const onboarded = await page.request.post("/api/console/admin/organizations", { data: body });
  expect(onboarded.status()).toBe(201);
  const created = (await onboarded.json()) as { organization: { id: string }; invitations: { email: string; inviteUrl: string }[] };
  const accepted = await page.request.post("/api/console/invitations/accept", {
    data: { token: invitationToken(created.invitations, owner), name: "Olive Owens-Park", password: testPassword },
  });
  expect(accepted.status()).toBe(201);
  const organizationId = created.organization.id;
  const roles = (await (await page.request.get(`/api/console/organizations/${organizationId}/agent-roles`)).json()) as { id: string }[];
  const agentName = `${body.name} agent`;
  const agent = await page.request.post(`/api/console/organizations/${organizationId}/agents`, {
    data: { roleId: roles[0]!.id, name: agentName, publicName: "Pat", tags: [], outputJsonSchema: "{}" },
  });
  expect(agent.status()).toBe(201);
  expect((await page.request.put("/api/console/current-organization", { data: { organizationId } })).status()).toBe(200);
  return { organizationId, owner, pending, agentId: ((await agent.json()) as { id: string }).id, agentName };
}

test("platform users who joined read active and by name on Organization, as on Settings → Users; the demo organization reads Starter", async ({ page }) => {
  const truth = await truthOrganization(page);
  await page.goto("/organization");
  const table = page.getByRole("region", { name: "Platform users" }).getByRole("table");
  const joined = table.getByRole("row").filter({ hasText: truth.owner });
  await expect(joined.getByRole("cell", { name: "Olive Owens-Park", exact: true })).toBeVisible();
  await expect(joined).toContainText("Active");
  const waiting = table.getByRole("row").filter({ hasText: truth.pending });
  await expect(waiting).toContainText("Invited");
  // Named by their email until they join: the name and email cells read the same.
  await expect(waiting.getByRole("cell", { name: truth.pending, exact: true })).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/settings/users");
  const user = page.getByRole("row").filter({ hasText: truth.owner });
  await expect(user).toContainText("Olive Owens-Park");
  await expect(user).toContainText("Active");
  await expect(page.getByRole("row").filter({ hasText: truth.pending })).toHaveCount(0);

  await page.goto("/admin/organizations");
  const demo = page.getByRole("row").filter({ hasText: northwind });
  await expect(demo).toContainText("Starter");
  await expect(demo).not.toContainText("Not reported by the API");
});

test("a limit above the plan's quota is refused on its field, with the quota said beside each amount", async ({ page }) => {
  const truth = await truthOrganization(page);
  await page.goto(`/agents/${truth.agentId}/limits`);
  const section = page.getByRole("region", { name: "Agent limits" });
  await section.getByRole("button", { name: `Set limits of ${truth.agentName}` }).click();
  const dialog = page.getByRole("dialog", { name: `Set limits of ${truth.agentName}` });
  await expect(dialog.getByText("The plan allows at most 2,000,000 tokens a month.")).toBeVisible();
  await dialog.getByLabel("AI tokens per month").fill("99999999999999");
  await dialog.getByRole("button", { name: "Set limits" }).click();
  const tokens = dialog.locator("[data-slot=form-item]").filter({ has: page.getByLabel("AI tokens per month") });
  await expect(tokens.locator("[data-slot=form-message]")).toHaveText("The plan allows at most 2,000,000 tokens a month");
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByLabel("AI tokens per month").fill("1500000");
  await dialog.getByRole("button", { name: "Set limits" }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByRole("group", { name: "AI tokens" })).toContainText("of 1,500,000 tokens used");
});

test("usage leaves playground tests out until they are included, and the choice stays in the address", async ({ page }) => {
  const truth = await truthOrganization(page);
  const playground = `/api/console/organizations/${truth.organizationId}/agents/${truth.agentId}/playground`;
  const conversation = (await (await page.request.post(`${playground}/conversations`)).json()) as { id: string };
  expect((await page.request.post(`${playground}/conversations/${conversation.id}/messages`, { data: { message: "Do you ship abroad?" } })).ok()).toBe(true);

  await page.goto("/usage?range=24h");
  const conversations = page.getByRole("group", { name: "Conversations", exact: true }).locator("[data-slot=summary-value]");
  await expect(conversations).toHaveText("0");
  const toggle = page.getByRole("switch", { name: "Include playground tests" });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText("Chats from the agent playground are left out, as they are not customers'.", { exact: false })).toBeVisible();

  await toggle.click();
  await expect(page).toHaveURL(/[?&]playground=include/);
  await expect(toggle).toBeChecked();
  await expect(conversations).toHaveText("1");
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: truth.agentName, exact: true }).click();
  await expect(page.getByRole("heading", { name: truth.agentName, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/range=24h&playground=include/);
  await expect(page.getByRole("switch", { name: "Include playground tests" })).toBeChecked();
  await expect(page.getByRole("group", { name: "Conversations", exact: true }).locator("[data-slot=summary-value]")).toHaveText("1");

  await page.reload();
  await page.getByRole("switch", { name: "Include playground tests" }).click();
  await expect(page).not.toHaveURL(/playground=/);
  await expect(page.getByRole("group", { name: "Conversations", exact: true }).locator("[data-slot=summary-value]")).toHaveText("0");
});
