import "server-only";
import { and, count, desc, eq, gte, inArray, max, ne, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcAgents, svcLimitRefusals, svcPlatformUsers, svcResourceUsage, svcSubscriptions } from "@/lib/db/schema";
import type { OrganizationUsageResponse } from "@/lib/schemas/agent-api/statistics";

import type { OrganizationRow } from "../auth";
import { monthStart } from "../usage";

/** The calls refused this month for a spent limit, one line per limit and agent, most recent first. */
async function refusalsSince(db: DatabaseExecutor, organizationId: string, since: Date) {
  const lastRefusedAt = max(svcLimitRefusals.createdAt);
  const rows = await db
    .select({
      owner: svcLimitRefusals.owner,
      ownerId: svcLimitRefusals.ownerId,
      agentId: svcLimitRefusals.agentId,
      field: svcLimitRefusals.field,
      amount: sql<number>`(array_agg(${svcLimitRefusals.amount} order by ${svcLimitRefusals.createdAt} desc))[1]`,
      count: count(),
      lastRefusedAt,
    })
    .from(svcLimitRefusals)
    .where(and(eq(svcLimitRefusals.organizationId, organizationId), gte(svcLimitRefusals.createdAt, since)))
    .groupBy(svcLimitRefusals.owner, svcLimitRefusals.ownerId, svcLimitRefusals.agentId, svcLimitRefusals.field)
    .orderBy(desc(lastRefusedAt))
    .limit(100);
  return rows.map((row) => ({
    owner: row.owner,
    ownerId: row.ownerId,
    ...(row.agentId ? { agentId: row.agentId } : {}),
    field: row.field,
    amount: Number(row.amount),
    count: Number(row.count),
    lastRefusedAt: (row.lastRefusedAt ?? since).toISOString(),
  }));
}

/** The organization's subscription quotas with its agents, its users with access and this month's usage of all its agents. */
export async function readOrganizationUsage(db: DatabaseExecutor, organization: OrganizationRow, now = new Date()): Promise<OrganizationUsageResponse> {
  const periodStart = monthStart(now);
  const agentIds = db.select({ id: svcAgents.id }).from(svcAgents).where(eq(svcAgents.organizationId, organization.id));
  const [[subscription], [agents], [users], usage, refusals] = await Promise.all([
    db.select().from(svcSubscriptions).where(eq(svcSubscriptions.id, organization.subscriptionId)),
    db.select({ total: count() }).from(svcAgents).where(eq(svcAgents.organizationId, organization.id)),
    db
      .select({ total: count() })
      .from(svcPlatformUsers)
      .where(and(eq(svcPlatformUsers.organizationId, organization.id), ne(svcPlatformUsers.status, "disabled"))),
    db
      .select({ type: svcResourceUsage.type, total: sql<number>`coalesce(sum(${svcResourceUsage.amount}), 0)` })
      .from(svcResourceUsage)
      .where(and(inArray(svcResourceUsage.agentId, agentIds), gte(svcResourceUsage.createdAt, periodStart)))
      .groupBy(svcResourceUsage.type),
    refusalsSince(db, organization.id, periodStart),
  ]);
  const used = (type: (typeof usage)[number]["type"]) => Number(usage.find((row) => row.type === type)?.total ?? 0);
  return {
    periodStart: periodStart.toISOString(),
    subscription: {
      id: subscription?.id ?? organization.subscriptionId,
      title: subscription?.title ?? "Unknown subscription",
      agentsAmount: subscription?.agentsAmount ?? 0,
      usersWithAccessAmount: subscription?.usersWithAccessAmount ?? 0,
      tokensAmountPerMonth: subscription?.tokensAmountPerMonth ?? 0,
      secondsAmountPerMonth: subscription?.secondsAmountPerMonth ?? 0,
      smsAmountPerMonth: subscription?.smsAmountPerMonth ?? 0,
      emailsAmountPerMonth: subscription?.emailsAmountPerMonth ?? 0,
    },
    used: {
      tokensAmount: used("OPENAI_TOKENS"),
      secondsAmount: used("VAPI_SECONDS"),
      smsAmount: used("SMS"),
      emailsAmount: used("EMAILS"),
      agents: Number(agents?.total ?? 0),
      usersWithAccess: Number(users?.total ?? 0),
    },
    refusals,
  };
}
