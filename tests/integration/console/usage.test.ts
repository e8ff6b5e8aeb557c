import { beforeAll, describe, expect, inject, it } from "vitest";

import type { AgentUsage, UsageConversationsPage, UsageOverview } from "@/lib/schemas/console/usage";
import { ConsoleSession } from "@/tests/support/http-session";
import { invite } from "@/tests/support/invite";
import { northwindAgentId, northwindOrganizationId } from "@/tests/support/northwind";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const metrics = ["conversations", "messages", "tokens", "seconds", "sms", "emails"] as const;
const sum = (points: readonly Record<string, unknown>[], metric: string) => points.reduce((total, point) => total + Number(point[metric]), 0);

describe("usage dashboards through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.12.1");
  const viewer = new ConsoleSession(baseUrl, "198.18.12.2");
  const operator = new ConsoleSession(baseUrl, "198.18.12.3");
  const suffix = Date.now().toString(36);
  let usagePath = "";
  let agentId = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizationId = await northwindOrganizationId(superadmin);
    agentId = await northwindAgentId(superadmin, organizationId, "Northwind Support");
    usagePath = `/api/console/organizations/${organizationId}/usage`;
    await invite(baseUrl, superadmin, `usage-viewer-${suffix}@example.test`, "viewer", organizationId);
    await invite(baseUrl, superadmin, `usage-operator-${suffix}@example.test`, "operator", organizationId);
    await viewer.signIn(`usage-viewer-${suffix}@example.test`, testPassword);
    await operator.signIn(`usage-operator-${suffix}@example.test`, testPassword);
  });

  const read = async <T>(session: ConsoleSession, path: string) => {
    const response = await session.request(path);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as T;
  };

  it("shows a viewer the organization's week in the viewer's days, with the demo agent's activity, quotas and the week before", async () => {
    const overview = await read<UsageOverview>(viewer, `${usagePath}?range=7d&tz=America%2FNew_York`);
    expect(overview.range).toMatchObject({ preset: "7d", bucket: "day", timeZone: "America/New_York" });
    expect(overview.series).toHaveLength(7);
    for (const metric of metrics) expect(sum(overview.series!, metric)).toBe(overview.totals[metric]);
    const support = overview.agents.find((agent) => agent.name === "Northwind Support")!;
    expect(support.totals!.conversations).toBeGreaterThan(0);
    expect(support.totals!.tokens).toBeGreaterThan(0);
    expect(support.series!.some((point) => point.conversations > 0)).toBe(true);
    expect(overview.previousTotals.conversations).toBeGreaterThanOrEqual(0);
    expect(overview.quotas).toMatchObject({ subscription: { title: expect.any(String) }, used: { agents: expect.any(Number) } });
    expect(overview.quotas!.used.tokensAmount).toBeGreaterThan(0);
    expect(Object.keys(overview.quotas!.subscription).sort()).toEqual([
      "agentsAmount",
      "emailsAmountPerMonth",
      "secondsAmountPerMonth",
      "smsAmountPerMonth",
      "title",
      "tokensAmountPerMonth",
      "usersWithAccessAmount",
    ]);
  });

  it("buckets the last 24 hours by the hour, and falls back to a week for a range it does not know", async () => {
    const day = await read<UsageOverview>(superadmin, `${usagePath}?range=24h&tz=UTC`);
    expect(day.range.bucket).toBe("hour");
    expect(day.series).toHaveLength(24);
    const unknown = await read<UsageOverview>(superadmin, `${usagePath}?range=1y&tz=Not%2FAZone`);
    expect(unknown.range).toMatchObject({ preset: "7d", timeZone: "UTC" });
  });

  it("shows one agent's outcomes, users and limits beside this month's usage, and a viewer the same without its users", async () => {
    const usage = await read<AgentUsage>(superadmin, `${usagePath}/agents/${agentId}?range=30d&tz=UTC`);
    const seenByViewer = await read<AgentUsage>(viewer, `${usagePath}/agents/${agentId}?range=30d&tz=UTC`);
    expect(seenByViewer).toMatchObject({ customerDetails: "hidden", users: null, totals: { conversations: usage.totals.conversations } });
    expect(usage.customerDetails).toBe("shown");
    expect(usage.agent.name).toBe("Northwind Support");
    expect(usage.series).toHaveLength(30);
    expect(sum(usage.series!, "conversations")).toBe(usage.totals.conversations);
    expect(usage.outcomes!.outcomes.conversations).toBe(usage.totals.conversations);
    expect(usage.outcomes!.outcomes.handedOff + usage.outcomes!.outcomes.resolvedByAi).toBeLessThanOrEqual(usage.totals.conversations);
    expect(usage.outcomes!.byChannel.reduce((total, item) => total + item.conversations, 0)).toBe(usage.totals.conversations);
    expect(usage.outcomes!.responseTimesMs.length).toBeGreaterThan(0);
    expect(usage.users!.length).toBe(usage.totals.activeUsers);
    expect(usage.users![0]).toMatchObject({ name: expect.any(String), tokens: expect.any(Number) });
    expect(usage.limits).toMatchObject({ limits: { tokensAmountPerMonth: expect.any(Number) }, usage: { tokensAmount: expect.any(Number) } });
  });

  it("lists the conversations behind a day of the chart, and counts them only for a viewer", async () => {
    const agentPath = `${usagePath}/agents/${agentId}`;
    // A period no other test reads: the figures are kept for half a minute, and another test's read of the same
    // period, made before its conversations were started, would stand for this test's "before" and "after".
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const period = `range=custom&from=${day(8)}&to=${day(0)}&tz=UTC`;
    const before = await read<AgentUsage>(superadmin, `${agentPath}?${period}`);
    const busiest = [...before.series!].sort((a, b) => b.conversations - a.conversations)[0]!;
    const search = new URLSearchParams({ from: busiest.start, to: busiest.end });
    const page = await read<UsageConversationsPage>(superadmin, `${agentPath}/conversations?${search}`);
    const seenByViewer = await read<UsageConversationsPage>(viewer, `${agentPath}/conversations?${search}`);
    expect(seenByViewer).toMatchObject({ customerDetails: "hidden", conversations: [], totalItems: page.totalItems });
    const after = await read<AgentUsage>(superadmin, `${agentPath}?${period}`);
    const afterCount = after.series!.find((point) => point.start === busiest.start)!.conversations;
    expect(page.totalItems).toBeGreaterThanOrEqual(busiest.conversations);
    expect(page.totalItems).toBeLessThanOrEqual(afterCount);
    expect(page.conversations[0]).toMatchObject({ userName: expect.any(String), messages: expect.any(Number), isHandedOff: expect.any(Boolean) });
    for (const conversation of page.conversations) {
      expect(Date.parse(conversation.createdAt)).toBeGreaterThanOrEqual(Date.parse(busiest.start));
      expect(Date.parse(conversation.createdAt)).toBeLessThan(Date.parse(busiest.end));
    }
    const user = page.conversations[0]!.conversationUserId;
    const ofUser = await read<UsageConversationsPage>(superadmin, `${agentPath}/conversations?${search}&userId=${user}`);
    expect(ofUser.conversations.every((conversation) => conversation.conversationUserId === user)).toBe(true);
  });

  it("refuses a period that is missing or backwards, an agent the console holds no key for, and operators on agents not theirs", async () => {
    const agentPath = `${usagePath}/agents/${agentId}`;
    const missing = await superadmin.request(`${agentPath}/conversations`);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { code: "INVALID_INPUT", fields: { from: expect.any(String) } } });
    const backwards = await superadmin.request(`${agentPath}/conversations?from=2026-11-02T00:00:00.000Z&to=2026-11-01T00:00:00.000Z`);
    expect(backwards.status).toBe(400);
    const unknown = await superadmin.request(`${usagePath}/agents/00000000-0000-4000-8000-00000000dead?range=7d`);
    expect(unknown.status).toBe(404);
    const notTheirs = await operator.request(`${agentPath}/conversations?from=2026-11-01T00:00:00.000Z&to=2026-11-02T00:00:00.000Z`);
    expect(notTheirs.status).toBe(403);
    expect((await operator.request(`${usagePath}?range=7d`)).status).toBe(200);
  });
});
