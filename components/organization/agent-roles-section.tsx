"use client";

import { Shapes } from "lucide-react";

import { DataTable } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { EmptyState } from "@/components/ui/empty-state";
import { useAgentRolesQuery } from "@/lib/queries/agents/use-agent-roles-query";
import type { AgentRole } from "@/lib/schemas/console/agents";

const column = dataTableColumns<AgentRole>();

const columns = [
  column.accessor("name", { header: "Role", cell: ({ getValue }) => <span className="font-medium">{getValue()}</span> }),
  column.accessor("description", {
    header: "Description",
    enableSorting: false,
    cell: ({ getValue }) => <span className="whitespace-normal text-muted-foreground">{getValue() || "—"}</span>,
  }),
];

/** The roles the organization's agents can be created with, as the API reports them. */
export function AgentRolesSection({ organizationId }: { organizationId: string }) {
  const roles = useAgentRolesQuery(organizationId);
  return (
    <section aria-labelledby="agent-roles-heading" className="space-y-4">
      <h2 id="agent-roles-heading" className="text-lg font-semibold">
        Agent roles
      </h2>
      <DataTable
        id="agent-roles"
        label="agent roles"
        columns={columns}
        data={roles.data}
        getRowId={(role) => role.id}
        isPending={roles.isPending}
        error={roles.error}
        onRetry={() => void roles.refetch()}
        errorTitle="The agent roles could not be loaded"
        canHideColumns={false}
        empty={<EmptyState icon={Shapes} title="No agent roles" description="The AI Agent API offers no roles to this organization's agents yet." />}
      />
    </section>
  );
}
