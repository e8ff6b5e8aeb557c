import "server-only";
import { and, count, eq, gte, inArray, ne, or, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcAgents, svcLimitRefusals, svcLimits, svcPlatformUsers, svcResourceUsage, svcSubscriptions } from "@/lib/db/schema";

import type { OrganizationRow } from "./auth";
import { limitExceeded } from "./errors";
import { limitReached, refusalDetail, type CountField, type LimitCheck, type MonthlyField } from "./limit-decision";
import { monthStart, type UsageType } from "./usage";

/** Which usage each monthly amount counts. */
const usageOf: Record<MonthlyField, UsageType> = {
  tokensAmountPerMonth: "OPENAI_TOKENS",
  smsAmountPerMonth: "SMS",
  emailsAmountPerMonth: "EMAILS",
  secondsAmountPerMonth: "VAPI_SECONDS",
};

type Metered = {
  organization: OrganizationRow;
  agentId: string;
  /** The conversation user the call is for, when there is one (prompts have none). */
  conversationUserId?: string;
  field: MonthlyField;
  /** The operation refused, as the refusal is recorded. */
  operationId: string;
};

async function subscriptionOf(db: DatabaseExecutor, organization: OrganizationRow) {
  const [subscription] = await db.select().from(svcSubscriptions).where(eq(svcSubscriptions.id, organization.subscriptionId));
  return subscription;
}

async function refuse(
  db: DatabaseExecutor,
  reached: LimitCheck,
  call: { organizationId?: string; agentId?: string; conversationUserId?: string; operationId: string },
) {
  await db.insert(svcLimitRefusals).values({
    organizationId: call.organizationId,
    agentId: call.agentId,
    conversationUserId: call.conversationUserId,
    operationId: call.operationId,
    owner: reached.owner,
    ownerId: reached.ownerId,
    field: reached.field,
    amount: reached.amount,
    used: reached.used,
  });
  return limitExceeded({ ...refusalDetail(reached), ...(call.agentId ? { agentId: call.agentId } : {}) });
}

/**
 * Refuses a metered call once a monthly amount is spent: the conversation user's own limit, then the agent's own
 * limit, then the subscription's quota over all the organization's agents. The refusal is recorded.
 */
export async function enforceMonthlyLimits(db: DatabaseExecutor, call: Metered, now = new Date()) {
  const since = monthStart(now);
  const type = usageOf[call.field];
  const owners = [and(eq(svcLimits.ownerType, "agent"), eq(svcLimits.ownerId, call.agentId))];
  if (call.conversationUserId) owners.push(and(eq(svcLimits.ownerType, "conversation_user"), eq(svcLimits.ownerId, call.conversationUserId)));
  const organizationAgents = db.select({ id: svcAgents.id }).from(svcAgents).where(eq(svcAgents.organizationId, call.organization.id));
  const sum = (condition: ReturnType<typeof eq>) => sql<number>`coalesce(sum(${svcResourceUsage.amount}) filter (where ${condition}), 0)`;
  // The usage, the own limits and the subscription's quota in one statement.
  const [used] = await db
    .select({
      organization: sql<number>`coalesce(sum(${svcResourceUsage.amount}), 0)`,
      agent: sum(eq(svcResourceUsage.agentId, call.agentId)),
      user: call.conversationUserId ? sum(eq(svcResourceUsage.conversationUserId, call.conversationUserId)) : sql<number>`0`,
      limits: sql<{ ownerType: "agent" | "conversation_user"; ownerId: string; amount: number }[] | null>`(select json_agg(json_build_object(
          'ownerType', ${svcLimits.ownerType}, 'ownerId', ${svcLimits.ownerId}, 'amount', ${svcLimits[call.field]}))
        from ${svcLimits} where ${or(...owners)})`,
      subscription: sql<{
        id: string;
        amount: number;
      } | null>`(select json_build_object('id', ${svcSubscriptions.id}, 'amount', ${svcSubscriptions[call.field]})
        from ${svcSubscriptions} where ${eq(svcSubscriptions.id, call.organization.subscriptionId)})`,
    })
    .from(svcResourceUsage)
    .where(and(inArray(svcResourceUsage.agentId, organizationAgents), eq(svcResourceUsage.type, type), gte(svcResourceUsage.createdAt, since)));
  const limits = used?.limits ?? [];
  const subscription = used?.subscription;
  const own = (ownerType: "agent" | "conversation_user") => limits.find((row) => row.ownerType === ownerType);
  const checks: LimitCheck[] = [];
  const user = own("conversation_user");
  if (user) checks.push({ owner: "conversation_user", ownerId: user.ownerId, field: call.field, amount: Number(user.amount), used: Number(used?.user ?? 0) });
  const agent = own("agent");
  if (agent) checks.push({ owner: "agent", ownerId: agent.ownerId, field: call.field, amount: Number(agent.amount), used: Number(used?.agent ?? 0) });
  if (subscription) {
    checks.push({
      owner: "subscription",
      ownerId: subscription.id,
      field: call.field,
      amount: Number(subscription.amount),
      used: Number(used?.organization ?? 0),
    });
  }
  const reached = limitReached(checks);
  if (reached) throw await refuse(db, reached, { ...call, organizationId: call.organization.id });
}

/** How many agents, or platform users who are not disabled, the organization has. */
async function countOf(db: DatabaseExecutor, organizationId: string, field: CountField): Promise<number> {
  const [row] =
    field === "agentsAmount"
      ? await db.select({ total: count() }).from(svcAgents).where(eq(svcAgents.organizationId, organizationId))
      : await db
          .select({ total: count() })
          .from(svcPlatformUsers)
          .where(and(eq(svcPlatformUsers.organizationId, organizationId), ne(svcPlatformUsers.status, "disabled")));
  return Number(row?.total ?? 0);
}

/** Refuses adding agents or platform users past the subscription's `agentsAmount` or `usersWithAccessAmount`; the refusal is recorded. */
export async function enforceSubscriptionCount(
  db: DatabaseExecutor,
  subscription: typeof svcSubscriptions.$inferSelect,
  call: { organizationId?: string; field: CountField; adding: number; operationId: string },
) {
  const used = call.organizationId ? await countOf(db, call.organizationId, call.field) : 0;
  const reached = limitReached([
    { owner: "subscription", ownerId: subscription.id, field: call.field, amount: subscription[call.field], used, adding: call.adding },
  ]);
  if (reached) throw await refuse(db, reached, call);
}

/** Refuses one more agent, or platform user with access, past the organization's subscription's `agentsAmount` or `usersWithAccessAmount`. */
export async function enforceOneMore(db: DatabaseExecutor, organization: OrganizationRow, field: CountField, operationId: string) {
  const subscription = await subscriptionOf(db, organization);
  if (subscription) await enforceSubscriptionCount(db, subscription, { organizationId: organization.id, field, adding: 1, operationId });
}
