import "server-only";

import { bucketSeries } from "@/lib/console/usage/prepare-buckets";
import type { RangeSelection, ResolvedRange } from "@/lib/console/usage/prepare-range";
import type { DatabaseExecutor } from "@/lib/db";
import type { AgentUsage } from "@/lib/schemas/console/usage";

import { agentName, readAgentFigures, usageAgentIds } from "./agent-figures";
import { describeRange } from "./range";
import { describeFailure } from "../agents/agent-views";
import { readAgentLimits } from "../limits/agent-limits";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";

/** Refuses an agent the console holds no key for: its usage cannot be read. */
export async function requireUsageAgent(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string) {
  if (!(await usageAgentIds(db, organization)).includes(agentId)) {
    throw new ConsoleRouteError(404, "NOT_FOUND", "The console holds no key for that agent, so its usage cannot be read.");
  }
}

/**
 * One agent's usage in a range: series, outcomes, users (the playground's test chats left out unless
 * `isPlaygroundIncluded`), and its monthly limits beside this month's usage, which counts everything used.
 */
export async function readAgentUsage(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  selection: RangeSelection,
  range: ResolvedRange,
  isPlaygroundIncluded = false,
): Promise<Omit<AgentUsage, "customerDetails">> {
  await requireUsageAgent(db, organization, agentId);
  const [name, figures, limits] = await Promise.all([
    agentName(db, organization, agentId),
    readAgentFigures(db, organization, agentId, range, isPlaygroundIncluded),
    readAgentLimits(db, organization, agentId).then(
      (value) => ({ value, problem: null }),
      (error: unknown) => ({ value: null, problem: describeFailure(error) }),
    ),
  ]);
  const { activity } = figures;
  return {
    range: describeRange(selection, range),
    agent: { agentId, name },
    totals: figures.totals,
    previousTotals: figures.previousTotals ?? { conversations: null, messages: null, tokens: null, seconds: null, sms: null, emails: null, activeUsers: null },
    series: activity ? bucketSeries(activity.hours, range) : null,
    outcomes: activity
      ? {
          outcomes: activity.outcomes,
          byChannel: activity.byChannel,
          byMode: activity.byMode,
          responseTimesMs: activity.responseTimesMs,
          firstHumanReplyMs: activity.firstHumanReplyMs,
        }
      : null,
    users: activity ? activity.users.map((user) => ({ ...user, email: user.email ?? null })) : null,
    limits: limits.value,
    limitsProblem: limits.problem,
  };
}
