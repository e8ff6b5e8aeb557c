"use client";

import type { UseQueryResult } from "@tanstack/react-query";

import { Skeleton } from "@/components/ui/skeleton";
import type { ConsoleRole } from "@/lib/console/users/roles";
import type { AgentSummary } from "@/lib/schemas/console/agents";
import type { OrganizationOperator } from "@/lib/schemas/console/operator-agents";

import { watchedAgentsLabel } from "./operator-agent-choice";
import { OperatorAgentsDialog } from "./operator-agents-dialog";

/** What the users table needs to say who watches which agents of the current organization. */
export type Watching = {
  organization: { id: string; name: string };
  operators: UseQueryResult<OrganizationOperator[]>;
  agents: UseQueryResult<AgentSummary[]>;
};

type Props = { user: { id: string; name: string; role: ConsoleRole }; watching: Watching };

/** A users table row's agents in the current organization: every agent for admins, the chosen ones for an operator. */
export function OperatorAgentsCell({ user, watching }: Props) {
  const { organization, operators, agents } = watching;
  if (user.role === "superadmin" || user.role === "org_admin") return <span className="text-muted-foreground">Every agent</span>;
  if (user.role === "viewer") return <span className="text-muted-foreground">Dashboards only</span>;
  if (operators.isPending || agents.isPending) {
    return (
      <span aria-busy="true">
        <Skeleton className="h-5 w-32" />
        <span className="sr-only">Loading the agents of {user.name}</span>
      </span>
    );
  }
  if (operators.isError) return <span className="text-muted-foreground">Unknown</span>;
  const operator = operators.data.find((candidate) => candidate.id === user.id);
  const agentIds = operator?.agentIds ?? [];
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className={operator && agentIds.length > 0 ? undefined : "text-muted-foreground"}>
        {operator ? watchedAgentsLabel(agentIds, agents.data) : `Not in ${organization.name}`}
      </span>
      <OperatorAgentsDialog organization={organization} operator={{ id: user.id, name: user.name, agentIds, isMember: Boolean(operator) }} />
    </div>
  );
}
