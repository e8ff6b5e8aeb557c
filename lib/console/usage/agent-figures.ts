import "server-only";

import { getAgent, getAgentStatistic } from "@/lib/agent-api/contract/agents";
import { getAgentActivity } from "@/lib/agent-api/contract/statistics";
import type { ResolvedRange } from "@/lib/console/usage/prepare-range";
import type { DatabaseExecutor } from "@/lib/db";
import type { ActivityResponse } from "@/lib/schemas/agent-api/statistics";
import type { PreviousTotals, UsageTotals } from "@/lib/schemas/console/usage";

import { playgroundExclusion, playgroundUserIds } from "./playground-traffic";
import { rangeKey } from "./range";
import { subtractTotals, totalsOfActivity, totalsOfStatistic } from "./totals";
import { isUnreported } from "../limits/agent-limits";
import type { ConsoleOrganization } from "../organizations/organizations";
import { remember } from "../upstream/remember";
import { callUpstream } from "../upstream/upstream";
import { listKeys } from "../vault";

const cacheMs = 30_000;

/** The agents the console holds a key for (the API cannot list an organization's agents), each once. */
export async function usageAgentIds(db: DatabaseExecutor, organization: ConsoleOrganization): Promise<string[]> {
  const keys = await listKeys(db, { organizationId: organization.id });
  return [...new Set(keys.filter((key) => key.scope === "agent" && key.agentId).map((key) => key.agentId!))];
}

/** The agent's name, read with the organization's key; its id when it cannot be read. */
export async function agentName(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string): Promise<string> {
  try {
    const agent = await remember(`usage:name:${organization.id}:${agentId}`, 5 * 60_000, () =>
      callUpstream(db, { as: "organization", organization }, getAgent, { params: { id: agentId } }),
    );
    return agent.name;
  } catch {
    return `Agent ${agentId.slice(0, 8)}`;
  }
}

export type AgentFigures = {
  /** Null when the API reports totals only (no activity extension). */
  activity: ActivityResponse | null;
  totals: UsageTotals;
  previousTotals: PreviousTotals | null;
};

type Period = { start: Date; end: Date };

const statistic = (db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, period: Period, conversationUserId?: string) =>
  callUpstream(db, { as: "agent", organization, agentId }, getAgentStatistic, {
    query: {
      startDate: period.start.toISOString(),
      endDate: new Date(period.end.getTime() - 1).toISOString(),
      ...(conversationUserId ? { conversationUserId } : {}),
    },
  }).then(totalsOfStatistic);

/**
 * A period's statistic as totals. The API's statistic cannot leave users out, so unless the playground is
 * counted, what its test users did is read user by user and taken out.
 */
async function statisticTotals(db: DatabaseExecutor, organization: ConsoleOrganization, agentId: string, period: Period, isPlaygroundIncluded: boolean) {
  const testers = isPlaygroundIncluded ? [] : await playgroundUserIds(db, organization, agentId);
  const [total, ...parts] = await Promise.all([
    statistic(db, organization, agentId, period),
    ...testers.map((testerId) => statistic(db, organization, agentId, period, testerId)),
  ]);
  return subtractTotals(total!, parts);
}

/**
 * What one agent did in a range, with the previous period's totals beside it: two calls with the
 * agent's key (activity, and the previous period's statistic), or a statistic for each period when
 * the API has no activity extension. The playground's test chats are left out unless
 * `isPlaygroundIncluded`. Answers are kept for half a minute.
 */
export function readAgentFigures(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  agentId: string,
  range: ResolvedRange,
  isPlaygroundIncluded = false,
): Promise<AgentFigures> {
  const key = `usage:figures:${organization.id}:${agentId}:${rangeKey(range)}:${isPlaygroundIncluded ? "with" : "without"}-playground`;
  return remember(key, cacheMs, async () => {
    const caller = { as: "agent" as const, organization, agentId };
    const current = { start: range.start, end: range.until.getTime() > range.start.getTime() ? range.until : new Date(range.start.getTime() + 1) };
    const period = { startDate: current.start.toISOString(), endDate: current.end.toISOString() };
    const [activity, previous] = await Promise.all([
      callUpstream(db, caller, getAgentActivity, { query: { ...period, ...playgroundExclusion(isPlaygroundIncluded) } }).catch((error: unknown) => {
        if (isUnreported(error, { isMissingPathExpected: true })) return null;
        throw error;
      }),
      range.previous.end > range.previous.start
        ? statisticTotals(db, organization, agentId, range.previous, isPlaygroundIncluded).catch(() => null)
        : Promise.resolve(null),
    ]);
    if (activity) return { activity, totals: totalsOfActivity(activity), previousTotals: previous };
    const reported = await statisticTotals(db, organization, agentId, current, isPlaygroundIncluded);
    const totals = Object.fromEntries(Object.entries(reported).map(([key, value]) => [key, value ?? 0])) as UsageTotals;
    return { activity: null, totals, previousTotals: previous };
  });
}
