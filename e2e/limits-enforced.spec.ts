import type { Page } from "@playwright/test";

import { superadminState } from "../playwright.config";
import { openAgentTab } from "./support/agents";
import { choose, seriousViolations, unique } from "./support/console";
import { playgroundLog } from "./support/playground";
import { expect, test } from "./support/test";

test.use({ storageState: superadminState });

/**
 * An organization of its own on the Legacy Basic plan (one agent allowed), with its one agent, whose monthly
 * tokens are limited to 1; the page's browser shows it as the current organization.
 */
async function organizationAtItsLimits(page: Page) {
  const suffix = unique();
  const plans = (await (await page.request.get("/api/console/admin/subscriptions?region=us")).json()) as { id: string; title: string }[];
  const onboarded = await page.request.post("/api/console/admin/organizations", {
    data: {
      name: `Limited ${suffix}`,
      region: "us",
      licenseKey: `limited-${suffix}`,
      subscriptionId: plans.find((plan) => plan.title === "Legacy Basic")!.id,
      endedAt: "2099-12-31",
      users: [{ email: `owner-${suffix}@limited.test`, role: "owner" }],
    },
  });
  expect(onboarded.status()).toBe(201);
  const organizationId = ((await onboarded.json()) as { organization: { id: string } }).organization.id;
  const roles = (await (await page.request.get(`/api/console/organizations/${organizationId}/agent-roles`)).json()) as { id: string }[];
  const agentName = `Limited ${suffix} agent`;
  const agent = await page.request.post(`/api/console/organizations/${organizationId}/agents`, {
    data: { roleId: roles[0]!.id, name: agentName, publicName: "Lim", tags: [], outputJsonSchema: "{}" },
  });
  expect(agent.status()).toBe(201);
  const agentId = ((await agent.json()) as { id: string }).id;
  const limits = await page.request.post(`/api/console/organizations/${organizationId}/agents/${agentId}/limits`, {
    data: { tokensAmountPerMonth: 1, smsAmountPerMonth: 0, emailsAmountPerMonth: 0, secondsAmountPerMonth: 0 },
  });
  expect(limits.status()).toBe(201);
  expect((await page.request.put("/api/console/current-organization", { data: { organizationId } })).status()).toBe(200);
  return { agentId, agentName };
}

test("a call refused for a spent limit says which limit and links to where it is changed; the usage page lists the refusals", async ({ page }) => {
  test.slow();
  const { agentId, agentName } = await organizationAtItsLimits(page);

  await page.goto("/agents");
  await page.getByRole("button", { name: "New agent" }).click();
  const dialog = page.getByRole("dialog", { name: "New agent" });
  await dialog.getByLabel("Name", { exact: true }).fill("One too many");
  await dialog.getByLabel("Public name").fill("Two");
  await choose(page, dialog.getByRole("combobox", { name: "Role" }), "Customer support");
  await dialog.getByRole("button", { name: "Create agent" }).click();
  const refusedAgent = dialog.getByRole("alert").filter({ hasText: "The subscription's limit of 1 agent is reached (1 already)." });
  await expect(refusedAgent).toBeVisible();
  await expect(refusedAgent.getByRole("link", { name: "See the subscription's quotas" })).toHaveAttribute("href", "/usage");
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/agents/${agentId}`);
  await expect(page.getByRole("heading", { name: agentName, level: 1 })).toBeVisible();
  await openAgentTab(page, "Playground");
  const prompt = page.getByLabel("Prompt", { exact: true });
  await prompt.fill("What are your opening hours?");
  await page.getByRole("button", { name: "Run prompt" }).click();
  await expect(page.getByRole("region", { name: "Lim's answer" })).toBeVisible();

  await prompt.fill("And on Sunday?");
  await page.getByRole("button", { name: "Run prompt" }).click();
  const refusedPrompt = page.getByRole("alert").filter({ hasText: "The prompt got no answer: limit reached" });
  await expect(refusedPrompt).toContainText("The agent's limit of 1 token a month is used up");
  await expect(refusedPrompt).toContainText("It starts again on");

  const composer = page.getByLabel("Message to Lim");
  await composer.fill("Is anyone there?");
  await composer.press("Enter");
  const refusedMessage = playgroundLog(page, "Lim").getByRole("alert").filter({ hasText: "Not answered: limit reached" });
  await expect(refusedMessage).toContainText("The agent's limit of 1 token a month is used up");
  await expect(refusedMessage.getByRole("link", { name: "Change the agent's limits" })).toHaveAttribute("href", `/agents/${agentId}/limits`);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto("/usage");
  const refusals = page.getByRole("region", { name: "Refused this month" });
  await expect(refusals).toContainText("The agent's 1 token a month");
  await expect(refusals).toContainText("2 refused calls");
  await expect(refusals).toContainText("The subscription's 1 agent");
  expect(await seriousViolations(page)).toEqual([]);
  await refusals.getByRole("link", { name: "Change the agent's limits" }).click();
  await expect(page).toHaveURL(new RegExp(`/agents/${agentId}/limits$`));
  await expect(page.getByRole("region", { name: "Agent limits" })).toBeVisible();
});
