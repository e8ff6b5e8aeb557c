"use client";

import { Switch } from "@/components/ui/switch";
import { useChangeOperatorAgentsMutation } from "@/lib/queries/operator-agents/use-change-operator-agents-mutation";
import type { OrganizationOperator } from "@/lib/schemas/console/operator-agents";

type Props = {
  organizationId: string;
  agentId: string;
  operator: OrganizationOperator;
  /** The agent's name, for the confirmation. */
  agentName: () => string | undefined;
};

/** The operator's display name: their name, or their email when they gave none. */
export const operatorName = (operator: Pick<OrganizationOperator, "name" | "email">) => operator.name || operator.email;

/**
 * Whether one operator watches the agent. The switch gives or takes only this agent, so changes made
 * elsewhere at the same time stay; while saving it shows the choice made, and a refused change springs back.
 */
export function AgentOperatorSwitch({ organizationId, agentId, operator, agentName }: Props) {
  const change = useChangeOperatorAgentsMutation(organizationId);
  const name = operatorName(operator);
  const isWatching = change.isPending ? Boolean(change.variables.change.add?.length) : operator.agentIds.includes(agentId);
  return (
    <Switch
      checked={isWatching}
      disabled={change.isPending}
      aria-label={`${name} watches this agent`}
      onCheckedChange={(checked) =>
        change.mutate({
          operator: { id: operator.id, name },
          change: checked ? { add: [agentId] } : { remove: [agentId] },
          agentName: (id) => (id === agentId ? agentName() : undefined),
        })
      }
    />
  );
}
