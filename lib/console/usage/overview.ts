import "server-only";

import { addSeries, bucketSeries } from "@/lib/console/usage/prepare-buckets";
import type { RangeSelection, ResolvedRange } from "@/lib/console/usage/prepare-range";
import type { DatabaseExecutor } from "@/lib/db";
import type { AgentUsageSummary, UsageOverview } from "@/lib/schemas/console/usage";

import { agentName, readAgentFigures, usageAgentIds, type AgentFigures } from "./agent-figures";
import { readOrganizationUsage } from "./organization-usage";
import { describeRange } from "./range";
import { addPreviousTotals, addTotals } from "./totals";
import { describeFailure } from "../agents/agent-views";
import { isUnreported } from "../limits/agent-limits";
import type { ConsoleOrganization } from "../organizations/organizations";

async function readQuotas(db: DatabaseExecutor, organization: ConsoleOrganization): Promise<Pick<UsageOverview, "quotas" | "quotasProblem">> {
  try {
    const usage = await readOrganizationUsage(db, organization);
    return { quotas: { ...usage, refusals: usage.refusals ?? [] }, quotasProblem: null };
  } catch (error) {
    if (isUnreported(error, { isMissingPathExpected: true })) {
      return { quotas: null, quotasProblem: "The AI Agent API does not report the subscription's quotas." };
    }
    return { quotas: null, quotasProblem: describeFailure(error) };
  }
}

/**
 * The organization's usage in a range: every agent's figures read in parallel (two calls each with its
 * key, plus its name), the subscription's quotas (one call with the organization's key), added up into
 * one series and one set of totals, the playground's test chats left out unless `isPlaygroundIncluded`
 * (the quotas count everything used). An agent that cannot be read is listed with the reason.
 */
export async function readUsageOverview(
  db: DatabaseExecutor,
  organization: ConsoleOrganization,
  selection: RangeSelection,
  range: ResolvedRange,
  isPlaygroundIncluded = false,
): Promise<UsageOverview> {
  const agentIds = await usageAgentIds(db, organization);
  const [quotas, ...agents] = await Promise.all([
    readQuotas(db, organization),
    ...agentIds.map(async (agentId) => {
      const [name, figures] = await Promise.all([
        agentName(db, organization, agentId),
        readAgentFigures(db, organization, agentId, range, isPlaygroundIncluded).then(
          (value): { figures: AgentFigures; problem: null } => ({ figures: value, problem: null }),
          (error: unknown) => ({ figures: null, problem: describeFailure(error) }),
        ),
      ]);
      return { agentId, name, ...figures };
    }),
  ]);
  const charted = agents.map((agent) => ({ ...agent, series: agent.figures?.activity ? bucketSeries(agent.figures.activity.hours, range) : null }));
  const readable = charted.filter((agent): agent is (typeof charted)[number] & { figures: AgentFigures } => agent.figures !== null);
  const seriesOfAll = readable.map((agent) => agent.series).filter((series) => series !== null);
  const summaries: AgentUsageSummary[] = charted
    .map((agent) => ({
      agentId: agent.agentId,
      name: agent.name,
      totals: agent.figures?.totals ?? null,
      previousTotals: agent.figures?.previousTotals ?? null,
      series: agent.series,
      problem: agent.problem,
    }))
    .sort((a, b) => (b.totals?.conversations ?? -1) - (a.totals?.conversations ?? -1) || a.name.localeCompare(b.name));
  return {
    range: describeRange(selection, range),
    totals: addTotals(readable.map((agent) => agent.figures.totals)),
    previousTotals: addPreviousTotals(readable.map((agent) => agent.figures.previousTotals)),
    series: seriesOfAll.length === readable.length ? (readable.length === 0 ? bucketSeries([], range) : addSeries(seriesOfAll)) : null,
    agents: summaries,
    ...quotas,
  };
}
