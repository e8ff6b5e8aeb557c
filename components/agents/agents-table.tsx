"use client";

import { Bot } from "lucide-react";
import Link from "next/link";
import { useMemo } from "react";

import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { EmptyState } from "@/components/ui/empty-state";
import { Timestamp } from "@/components/ui/timestamp";
import { agentHref } from "@/lib/console/agents/agent-tabs";
import type { AgentSummary } from "@/lib/schemas/console/agents";

import { AgentKeyStatus } from "./agent-key-status";
import { agentKeyStatusBadges, agentStatusBadges } from "./agent-labels";
import { AgentStatusBadge } from "./agent-status-badge";
import { CreateAgentDialog } from "./create-agent-dialog";
import { GiveConsoleKeyButton } from "./give-console-key-button";

function AgentNameCell({ agent }: { agent: AgentSummary }) {
  return (
    <div className="flex flex-col gap-0.5 whitespace-normal">
      <Link href={agentHref(agent.id)} className="font-medium underline-offset-4 hover:underline focus-visible:underline">
        {agent.name ?? "Unknown agent"}
      </Link>
      {agent.publicName ? <span className="text-xs text-muted-foreground">Shown to users as {agent.publicName}</span> : null}
      {agent.problem ? (
        <span className="text-xs text-destructive">
          Details unavailable: {agent.problem} <code className="font-mono">{agent.id}</code>
        </span>
      ) : null}
    </div>
  );
}

const unknown = <span className="text-muted-foreground">Unknown</span>;
const column = dataTableColumns<AgentSummary>();

/** The columns, for the organization whose agents are listed (the console-key action acts in it). */
const agentColumns = (organizationId: string) => [
  column.accessor("name", { header: "Agent", sortUndefined: "last", cell: ({ row }) => <AgentNameCell agent={row.original} />, meta: { cannotHide: true } }),
  column.accessor("status", {
    header: "Status",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    sortUndefined: "last",
    cell: ({ getValue }) => {
      const status = getValue();
      return status ? <AgentStatusBadge status={status} /> : unknown;
    },
  }),
  column.accessor("role", { header: "Role", sortUndefined: "last", cell: ({ getValue }) => getValue() ?? unknown }),
  column.accessor("conversations", {
    header: "Conversations",
    sortUndefined: "last",
    enableGlobalFilter: false,
    meta: { align: "right" },
    cell: ({ getValue }) => getValue() ?? unknown,
  }),
  column.accessor("lastActivityAt", {
    header: "Last activity",
    sortFn: "datetime",
    sortUndefined: "last",
    enableGlobalFilter: false,
    cell: ({ row }) => <Timestamp value={row.original.lastActivityAt} empty={row.original.conversations === null ? "Unknown" : "No conversations yet"} />,
  }),
  column.accessor("keyStatus", {
    header: "Console key",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    cell: ({ row }) => {
      const agent = row.original;
      return (
        <AgentKeyStatus
          status={agent.keyStatus}
          action={<GiveConsoleKeyButton organizationId={organizationId} agentId={agent.id} agentName={agent.name ?? agent.id} size="sm" />}
        />
      );
    },
  }),
];

const filters: DataTableFilter[] = [
  {
    columnId: "status",
    label: "Status",
    allLabel: "All statuses",
    options: Object.entries(agentStatusBadges).map(([value, { label }]) => ({ value, label })),
  },
  {
    columnId: "keyStatus",
    label: "Console key",
    allLabel: "Any console key",
    options: Object.entries(agentKeyStatusBadges).map(([value, { label }]) => ({ value, label })),
  },
];

type Props = {
  organizationId: string;
  agents: AgentSummary[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
};

/** The organization's agents, each linking to its page; one without a working console key offers to give it one. */
export function AgentsTable({ organizationId, agents, isPending, error, onRetry }: Props) {
  const columns = useMemo(() => agentColumns(organizationId), [organizationId]);
  return (
    <DataTable
      id="agents"
      label="agents"
      columns={columns}
      data={agents}
      getRowId={(agent) => agent.id}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      errorTitle="The agents could not be loaded"
      searchLabel="Filter agents"
      filters={filters}
      defaultPageSize={100}
      empty={
        <EmptyState
          icon={Bot}
          title="No agents yet — create one"
          description="Give it a role, a name and instructions. The console creates its key with it, so you can use it right away."
          action={<CreateAgentDialog organizationId={organizationId} triggerLabel="Create an agent" />}
        />
      }
    />
  );
}
