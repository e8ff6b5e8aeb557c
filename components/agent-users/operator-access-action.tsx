"use client";

import { UserMinus, UserPlus } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";
import type { OrganizationOperator } from "@/lib/schemas/console/operator-agents";
import { countOf } from "@/lib/utils/plural";

import { operatorName } from "./agent-operator-switch";

export type OperatorAccessChange = "give" | "remove";

type Props = {
  operators: OrganizationOperator[];
  agentId: string;
  /** The agent's name, or a stand-in while it loads. */
  agentName: string;
  isPending: boolean;
  onConfirm: (change: OperatorAccessChange, operators: OrganizationOperator[]) => void;
};

/** Who of the selected operators a change would touch: those without the agent for a grant, those with it for a removal. */
export function operatorsToChange(operators: readonly OrganizationOperator[], agentId: string, change: OperatorAccessChange) {
  return operators.filter((operator) => operator.agentIds.includes(agentId) === (change === "remove"));
}

function OperatorList({ operators }: { operators: OrganizationOperator[] }) {
  return (
    <ul className="list-disc pl-5">
      {operators.map((operator) => (
        <li key={operator.id}>
          {operatorName(operator)} ({operator.email})
        </li>
      ))}
    </ul>
  );
}

/** Gives the selected operators this agent, or takes it from them, after one confirmation that names each one it changes. */
export function OperatorAccessAction({ operators, agentId, agentName, isPending, onConfirm }: Props) {
  const toGive = operatorsToChange(operators, agentId, "give");
  const toRemove = operatorsToChange(operators, agentId, "remove");
  const giveCount = countOf(toGive.length, "operator");
  const removeCount = countOf(toRemove.length, "operator");
  return (
    <>
      <ConfirmAction
        trigger={
          <>
            <UserPlus aria-hidden="true" />
            Give access to this agent
          </>
        }
        title={`Give ${giveCount} access to ${agentName}?`}
        confirmLabel={`Give ${giveCount} access`}
        destructive={false}
        disabled={toGive.length === 0}
        isPending={isPending}
        pendingLabel="Changing the selected operators' access"
        onConfirm={() => onConfirm("give", toGive)}
        description={
          <>
            <p>They see this agent&apos;s conversations in their inbox from now on:</p>
            <OperatorList operators={toGive} />
            {toGive.length < operators.length ? <p>The other selected operators already watch it.</p> : null}
          </>
        }
      />
      <ConfirmAction
        trigger={
          <>
            <UserMinus aria-hidden="true" />
            Remove access
          </>
        }
        title={`Remove ${agentName} from ${removeCount}?`}
        confirmLabel={`Remove access of ${removeCount}`}
        disabled={toRemove.length === 0}
        isPending={isPending}
        pendingLabel="Changing the selected operators' access"
        onConfirm={() => onConfirm("remove", toRemove)}
        description={
          <>
            <p>They no longer see this agent&apos;s conversations in their inbox; their other agents stay:</p>
            <OperatorList operators={toRemove} />
            {toRemove.length < operators.length ? <p>The other selected operators do not watch it.</p> : null}
          </>
        }
      />
    </>
  );
}
