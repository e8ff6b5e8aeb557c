"use client";

import { Headset } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";

import { bulkAgentsOutcome } from "@/components/settings/operator-agents-bulk";
import { UserStatusBadge } from "@/components/settings/user-status-badge";
import { BulkFailuresAlert, type BulkFailure } from "@/components/ui/bulk-failures-alert";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { toast } from "@/components/ui/toast";
import { useAgentQuery } from "@/lib/queries/agents/use-agent-query";
import { useChangeOperatorAgentsMutation } from "@/lib/queries/operator-agents/use-change-operator-agents-mutation";
import { useOrganizationOperatorsQuery } from "@/lib/queries/operator-agents/use-organization-operators-query";
import type { OrganizationOperator } from "@/lib/schemas/console/operator-agents";
import { countOf } from "@/lib/utils/plural";
import { settleInTurn } from "@/lib/utils/settle-in-turn";

import { AgentOperatorSwitch, operatorName } from "./agent-operator-switch";
import { OperatorAccessAction, type OperatorAccessChange } from "./operator-access-action";

type Props = { organizationId: string; agentId: string };

const column = dataTableColumns<OrganizationOperator>();

const operatorColumns = (organizationId: string, agentId: string, agentName: () => string | undefined) => [
  column.accessor((operator) => operatorName(operator), {
    id: "name",
    header: "Operator",
    meta: { cannotHide: true },
    cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
  }),
  column.accessor("email", { header: "Email" }),
  column.accessor("status", {
    header: "Status",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    cell: ({ getValue }) => <UserStatusBadge status={getValue()} />,
  }),
  column.accessor((operator) => (operator.agentIds.includes(agentId) ? "watching" : "not-watching"), {
    id: "watching",
    header: "Watches this agent",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    cell: ({ row }) => <AgentOperatorSwitch organizationId={organizationId} agentId={agentId} operator={row.original} agentName={agentName} />,
  }),
];

const filters: DataTableFilter[] = [
  {
    columnId: "status",
    label: "Status",
    allLabel: "All statuses",
    options: [
      { value: "active", label: "Active" },
      { value: "disabled", label: "Disabled" },
    ],
  },
  {
    columnId: "watching",
    label: "Watches this agent",
    allLabel: "Watching or not",
    options: [
      { value: "watching", label: "Watching" },
      { value: "not-watching", label: "Not watching" },
    ],
  },
];

/**
 * The organization's console operators, each with a switch that gives them this agent or takes it away; several
 * selected operators are given it, or lose it, together.
 */
export function AgentOperatorsSection({ organizationId, agentId }: Props) {
  const operators = useOrganizationOperatorsQuery(organizationId);
  const agent = useAgentQuery(organizationId, agentId);
  const agentNameRead = agent.data?.name;
  const columns = useMemo(() => operatorColumns(organizationId, agentId, () => agentNameRead), [organizationId, agentId, agentNameRead]);
  const { mutateAsync: changeAgents } = useChangeOperatorAgentsMutation(organizationId, { announceEach: false });
  const [isChanging, setIsChanging] = useState(false);
  const [failures, setFailures] = useState<BulkFailure[]>([]);

  /** One operator after another, through the same request as a row's switch; a refusal does not stop the rest. */
  async function changeSelected(change: OperatorAccessChange, selected: OrganizationOperator[], clearSelection: () => void) {
    setIsChanging(true);
    setFailures([]);
    const { done, failed } = await settleInTurn(selected, (operator) =>
      changeAgents({
        operator: { id: operator.id, name: operatorName(operator) },
        change: change === "give" ? { add: [agentId] } : { remove: [agentId] },
        agentName: (id) => (id === agentId ? agentNameRead : undefined),
      }),
    );
    if (done.length > 0) toast.success(bulkAgentsOutcome(change, done.map(operatorName), [agentNameRead ?? "this agent"]));
    setFailures(failed.map(({ item, reason }) => ({ key: item.id, name: operatorName(item), reason })));
    setIsChanging(false);
    clearSelection();
  }

  return (
    <PanelSection
      title="Operators watching this agent"
      description="Console operators see the conversations of the agents given to them in their inbox; admins see every agent. A change applies at once."
    >
      {failures.length > 0 ? (
        <BulkFailuresAlert title={`The access of ${countOf(failures.length, "operator")} could not be changed`} failures={failures}>
          <p>The others were changed. Select those left and try again.</p>
        </BulkFailuresAlert>
      ) : null}
      <DataTable
        id="operators"
        label="operators"
        columns={columns}
        data={operators.data}
        getRowId={(operator) => operator.id}
        isPending={operators.isPending}
        error={operators.error}
        onRetry={() => void operators.refetch()}
        errorTitle="The operators could not be loaded"
        searchLabel="Filter operators"
        filters={filters}
        rowLabel={operatorName}
        bulkActions={(selected, clearSelection) => (
          <OperatorAccessAction
            operators={selected}
            agentId={agentId}
            agentName={agentNameRead ?? "this agent"}
            isPending={isChanging}
            onConfirm={(change, changed) => void changeSelected(change, changed, clearSelection)}
          />
        )}
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
      />
    </PanelSection>
  );
}
