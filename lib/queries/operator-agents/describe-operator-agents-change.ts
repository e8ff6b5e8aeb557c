import type { OperatorAgentsChange } from "@/lib/schemas/console/operator-agents";
import { countOf } from "@/lib/utils/plural";

/** A number of agents in words, with the plural right: "1 agent", "2 agents". */
export const agentCount = (count: number) => countOf(count, "agent");

/**
 * What a change of an operator's agents did, in words for the confirmation toast: the agent by name when one
 * was given or taken, otherwise how many the operator watches now.
 */
export function describeOperatorAgentsChange(
  operatorName: string,
  change: OperatorAgentsChange,
  agentIdsAfter: readonly string[],
  agentName: (agentId: string) => string | undefined,
): string {
  const add = change.add ?? [];
  const remove = change.remove ?? [];
  const single = add.length + remove.length === 1 ? agentName([...add, ...remove][0]!) : undefined;
  if (single) return add.length === 1 ? `${operatorName} now watches ${single}.` : `${operatorName} no longer watches ${single}.`;
  if (agentIdsAfter.length === 0) return `${operatorName} watches no agents now.`;
  return `${operatorName} now watches ${agentCount(agentIdsAfter.length)}.`;
}
