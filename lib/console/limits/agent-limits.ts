import "server-only";

import { createAgentLimits, deleteAgentLimits, getAgentLimits, getAgentStatistic, getAgentUsage, updateAgentLimits } from "@/lib/agent-api/contract/agents";
import { createUserLimits, deleteUserLimits, getUserLimits, updateUserLimits } from "@/lib/agent-api/contract/users";
import { AgentApiError } from "@/lib/agent-api/errors";
import type { DatabaseExecutor } from "@/lib/db";
import { isUuid } from "@/lib/http/is-uuid";
import {
  type LimitsFormBody,
  type LimitsOverview,
  type LimitsView,
  limitsView,
  type PlanQuota,
  planQuota,
  type UsageView,
} from "@/lib/schemas/console/agent-limits";

import { limitsAboveQuota } from "./limit-quota";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";
import { readOrganizationUsage } from "../usage/organization-usage";

/** The first moment of the calendar month (UTC) that monthly limits and usage count from. */
export function usagePeriodStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Whether a failed read means "the API does not report this" rather than a real failure: an answer
 * outside the contract (a real deployment serves usage where limits are expected), or, for reports the
 * API may not have at all, a 404.
 */
export function isUnreported(error: unknown, { isMissingPathExpected }: { isMissingPathExpected: boolean }): boolean {
  if (!(error instanceof AgentApiError)) return false;
  return error.errorName === "INVALID_RESPONSE" || (isMissingPathExpected && error.status === 404);
}

async function unlessUnreported<T>(read: Promise<T>, isMissingPathExpected: boolean): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isUnreported(error, { isMissingPathExpected })) return null;
    throw error;
  }
}

/** Only the fields the console shows: an upstream answer's extra fields stay on the server. */
function limitsOf(limits: LimitsView): LimitsView {
  return limitsView.parse(limits);
}

/** A statistic's totals as this month's usage. */
export function usageOfStatistic(statistic: { tokensUsed: number; vapiSecondsUsed: number; smsUsed: number; emailsUsed: number }): UsageView {
  return {
    tokensAmount: statistic.tokensUsed,
    secondsAmount: statistic.vapiSecondsUsed,
    smsAmount: statistic.smsUsed,
    emailsAmount: statistic.emailsUsed,
  };
}

const asAgent = (organization: ConsoleOrganization, agentId: string) => ({ as: "agent" as const, organization, agentId });

/** The monthly quotas of the organization's plan, or null when the API does not report them or cannot be read now. */
export async function readPlanQuota(db: DatabaseExecutor, organization: ConsoleOrganization): Promise<PlanQuota | null> {
  const usage = await readOrganizationUsage(db, organization).catch(() => null);
  if (!usage) return null;
  return planQuota.parse(usage.subscription);
}

/** Refuses, on their fields, amounts the organization's plan does not allow, before anything is sent to the API. */
async function refuseAboveQuota(db: DatabaseExecutor, organization: ConsoleOrganization, body: LimitsFormBody) {
  const fields = limitsAboveQuota(body, await readPlanQuota(db, organization));
  if (Object.keys(fields).length > 0) throw new ConsoleRouteError(400, "INVALID_INPUT", "A limit is above what the organization's plan allows.", fields);
}

/** The agent's monthly limits (its own, or the organization's defaults) with this month's usage beside them. */
export async function readAgentLimits(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, now = new Date()): Promise<LimitsOverview> {
  const caller = asAgent(organization, agentId);
  const [limits, usage, plan] = await Promise.all([
    unlessUnreported(callUpstream(db, caller, getAgentLimits), false),
    unlessUnreported(callUpstream(db, caller, getAgentUsage), true),
    readPlanQuota(db, organization),
  ]);
  return { limits: limits && limitsOf(limits), usage, periodStart: usagePeriodStart(now).toISOString(), plan };
}

export async function createAgentLimitsFor(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, body: LimitsFormBody) {
  await refuseAboveQuota(db, organization, body);
  return limitsOf(await callUpstream(db, asAgent(organization, agentId), createAgentLimits, { body }));
}

export async function updateAgentLimitsFor(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, body: LimitsFormBody) {
  await refuseAboveQuota(db, organization, body);
  return limitsOf(await callUpstream(db, asAgent(organization, agentId), updateAgentLimits, { body }));
}

/** Removes the agent's own limits: it goes back to the organization's defaults. */
export async function deleteAgentLimitsFor(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string) {
  await callUpstream(db, asAgent(organization, agentId), deleteAgentLimits);
}

/** A conversation user's monthly limits with what they used this month (from the agent's statistic for them). */
export async function readUserLimits(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  userId: string,
  now = new Date(),
): Promise<LimitsOverview> {
  const caller = asAgent(organization, agentId);
  const periodStart = usagePeriodStart(now).toISOString();
  const [limits, statistic, plan] = await Promise.all([
    unlessUnreported(callUpstream(db, caller, getUserLimits, { params: { id: userId } }), false),
    isUuid(userId)
      ? unlessUnreported(callUpstream(db, caller, getAgentStatistic, { query: { conversationUserId: userId, startDate: periodStart } }), true)
      : Promise.resolve(null),
    readPlanQuota(db, organization),
  ]);
  return { limits: limits && limitsOf(limits), usage: statistic && usageOfStatistic(statistic), periodStart, plan };
}

export async function createUserLimitsFor(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, userId: string, body: LimitsFormBody) {
  await refuseAboveQuota(db, organization, body);
  return limitsOf(await callUpstream(db, asAgent(organization, agentId), createUserLimits, { params: { id: userId }, body }));
}

export async function updateUserLimitsFor(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, userId: string, body: LimitsFormBody) {
  await refuseAboveQuota(db, organization, body);
  return limitsOf(await callUpstream(db, asAgent(organization, agentId), updateUserLimits, { params: { id: userId }, body }));
}

/** Removes the user's own limits: they go back to the organization's defaults. */
export async function deleteUserLimitsFor(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, userId: string) {
  await callUpstream(db, asAgent(organization, agentId), deleteUserLimits, { params: { id: userId } });
}
