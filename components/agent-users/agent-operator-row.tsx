"use client";

import type { ReactNode } from "react";

import { Switch } from "@/components/ui/switch";
import { TableCell, TableRow } from "@/components/ui/table";
import { useChangeOperatorAgentsMutation } from "@/lib/queries/operator-agents/use-change-operator-agents-mutation";
import type { OrganizationOperator } from "@/lib/schemas/console/operator-agents";

type Props = {
  organizationId: string;
  agentId: string;
  operator: OrganizationOperator;
  status: ReactNode;
  /** The agent's name, for the confirmation. */
  agentName: () => string | undefined;
};

/**
 * One operator and whether they watch the agent. The switch gives or takes only this agent, so changes made
 * elsewhere at the same time stay; while saving it shows the choice made, and a refused change springs back.
 */
export function AgentOperatorRow({ organizationId, agentId, operator, status, agentName }: Props) {
  const change = useChangeOperatorAgentsMutation(organizationId);
  const name = operator.name || operator.email;
  const isWatching = change.isPending ? Boolean(change.variables.change.add?.length) : operator.agentIds.includes(agentId);
  return (
    <TableRow>
      <TableCell className="font-medium">{name}</TableCell>
      <TableCell>{operator.email}</TableCell>
      <TableCell>{status}</TableCell>
      <TableCell>
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
      </TableCell>
    </TableRow>
  );
}
