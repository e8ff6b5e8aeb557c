import type { ConsoleRole } from "@/lib/console/users/roles";
import { agentCount } from "@/lib/queries/operator-agents/describe-operator-agents-change";
import type { OperatorAgentsChange } from "@/lib/schemas/console/operator-agents";
import { countOf } from "@/lib/utils/plural";

import { agentChoiceChange } from "./operator-agent-choice";

/** Whether the chosen agents are given to the selected operators or taken from them. */
export type AgentAccess = "give" | "remove";

/** A selected console user, as the bulk change names them. */
export type BulkUser = { id: string; name: string; email: string; role: ConsoleRole };

/** One operator's change: the request sent for them, and the agents they watch once it is made. */
export type OperatorStep<User extends BulkUser = BulkUser> = { user: User; change: Required<OperatorAgentsChange>; agentIdsAfter: string[] };

/** What giving or taking agents does to each selected user. */
export type BulkAgentsPlan<User extends BulkUser = BulkUser> = {
  /** Operators whose agents change, in the order selected. */
  steps: OperatorStep<User>[];
  /** Operators who already watch every chosen agent (giving), or none of them (taking). */
  unchanged: User[];
  /** Admins, who see every agent, and viewers, who see dashboards only: no agents are given to them. */
  notOperators: User[];
};

const isAdmin = (role: ConsoleRole) => role === "superadmin" || role === "org_admin";
const list = new Intl.ListFormat("en-US", { type: "conjunction" });

/** An operator's agents after the chosen ones are given or taken, and the request that names only what changes. */
export function operatorAgentsAfter(
  before: readonly string[],
  access: AgentAccess,
  agentIds: readonly string[],
): { change: Required<OperatorAgentsChange>; after: string[] } {
  const chosen = new Set(agentIds);
  const after = access === "give" ? [...before, ...[...chosen].filter((id) => !before.includes(id))] : before.filter((id) => !chosen.has(id));
  return { change: agentChoiceChange(before, new Set(after)), after };
}

/**
 * Who of the selected users a bulk change touches, and how: operators by the agents they watch in the
 * organization now (none when not yet a member), admins and viewers left out.
 */
export function bulkAgentsPlan<User extends BulkUser>(
  users: readonly User[],
  operators: readonly { id: string; agentIds: readonly string[] }[],
  access: AgentAccess,
  agentIds: readonly string[],
): BulkAgentsPlan<User> {
  const watched = new Map(operators.map((operator) => [operator.id, operator.agentIds]));
  const plan: BulkAgentsPlan<User> = { steps: [], unchanged: [], notOperators: [] };
  for (const user of users) {
    if (user.role !== "operator") {
      plan.notOperators.push(user);
      continue;
    }
    const { change, after } = operatorAgentsAfter(watched.get(user.id) ?? [], access, agentIds);
    if (change.add.length + change.remove.length === 0) plan.unchanged.push(user);
    else plan.steps.push({ user, change, agentIdsAfter: after });
  }
  return plan;
}

/** The agents by name when few, "Northwind Support and Northwind Sales", else counted: "4 agents". */
export function agentsInWords(names: readonly string[]): string {
  return names.length > 0 && names.length <= 3 ? list.format(names) : agentCount(names.length);
}

/** The users by name when few, "Olga and Omar", else counted: "5 operators". */
export function operatorsInWords(names: readonly string[]): string {
  return names.length > 0 && names.length <= 3 ? list.format(names) : countOf(names.length, "operator");
}

/** The confirmation's question: "Give 2 operators access to Northwind Support?". */
export function bulkAgentsQuestion(access: AgentAccess, operatorCount: number, agentNames: readonly string[]): string {
  const operators = countOf(operatorCount, "operator");
  return access === "give" ? `Give ${operators} access to ${agentsInWords(agentNames)}?` : `Remove ${agentsInWords(agentNames)} from ${operators}?`;
}

/** What a bulk change did, for the message that follows it: "Olga and Omar now watch Northwind Support.". */
export function bulkAgentsOutcome(access: AgentAccess, operatorNames: readonly string[], agentNames: readonly string[]): string {
  const watch = operatorNames.length === 1 ? "watches" : "watch";
  return `${operatorsInWords(operatorNames)} ${access === "give" ? "now" : "no longer"} ${watch} ${agentsInWords(agentNames)}.`;
}

/** Why some selected users are left out of the change, one sentence per reason; none when every one is changed. */
export function leftOutReasons(plan: BulkAgentsPlan, access: AgentAccess, agentsChosen: number): string[] {
  const names = (users: readonly BulkUser[]) => list.format(users.map((user) => user.name));
  const one = (users: readonly BulkUser[], single: string, several: string) => (users.length === 1 ? single : several);
  const admins = plan.notOperators.filter((user) => isAdmin(user.role));
  const viewers = plan.notOperators.filter((user) => !isAdmin(user.role));
  const { unchanged } = plan;
  const reasons: string[] = [];
  if (admins.length > 0) reasons.push(`${names(admins)} ${one(admins, "is an admin and already sees", "are admins and already see")} every agent.`);
  if (viewers.length > 0) reasons.push(`${names(viewers)} ${one(viewers, "is a viewer and sees", "are viewers and see")} dashboards only.`);
  if (unchanged.length > 0) {
    const them = agentsChosen === 1 ? "it" : access === "give" ? "all of them" : "any of them";
    reasons.push(
      access === "give"
        ? `${names(unchanged)} already ${one(unchanged, "watches", "watch")} ${them}.`
        : `${names(unchanged)} ${one(unchanged, "does", "do")} not watch ${them}.`,
    );
  }
  return reasons;
}
