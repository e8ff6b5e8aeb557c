"use client";

import { Headset } from "lucide-react";
import Link from "next/link";

import { UserStatusBadge } from "@/components/settings/user-status-badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryStates } from "@/components/ui/query-states";
import { Table, TableBody, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useAgentQuery } from "@/lib/queries/agents/use-agent-query";
import { useOrganizationOperatorsQuery } from "@/lib/queries/operator-agents/use-organization-operators-query";

import { AgentOperatorRow } from "./agent-operator-row";

type Props = { organizationId: string; agentId: string };

/** The organization's console operators, each with a switch that gives them this agent or takes it away. */
export function AgentOperatorsSection({ organizationId, agentId }: Props) {
  const operators = useOrganizationOperatorsQuery(organizationId);
  const agent = useAgentQuery(organizationId, agentId);
  const agentName = () => agent.data?.name;
  return (
    <PanelSection
      title="Operators watching this agent"
      description="Console operators see the conversations of the agents given to them in their inbox; admins see every agent. A change applies at once."
    >
      <QueryStates
        query={operators}
        loading={<TableSkeleton label="Loading operators" rows={2} />}
        errorTitle="The operators could not be loaded"
        empty={
          <EmptyState
            icon={Headset}
            title="No operators in this organization yet"
            description="Invite someone with the Operator role under Settings → Users, then give them this agent here."
            action={
              <Button asChild variant="outline">
                <Link href="/settings/users">Go to Settings → Users</Link>
              </Button>
            }
          />
        }
      >
        {(loaded) => (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Operator</TableHead>
                <TableHead>Email</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Watches this agent</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loaded.map((operator) => (
                <AgentOperatorRow
                  key={operator.id}
                  organizationId={organizationId}
                  agentId={agentId}
                  operator={operator}
                  status={<UserStatusBadge status={operator.status} />}
                  agentName={agentName}
                />
              ))}
            </TableBody>
          </Table>
        )}
      </QueryStates>
    </PanelSection>
  );
}
