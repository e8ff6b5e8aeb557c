"use client";

import { Bot } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useAgentsQuery } from "@/lib/queries/agents/use-agents-query";

import { AgentsTable } from "./agents-table";
import { CreateAgentDialog } from "./create-agent-dialog";

/** The organization's agents in their loading, error, empty and listed states. */
export function AgentsPanel({ organizationId }: { organizationId: string }) {
  const agents = useAgentsQuery(organizationId);
  if (agents.isPending) return <TableSkeleton label="Loading agents" />;
  if (agents.isError) {
    return <QueryErrorState title="The agents could not be loaded" error={agents.error} onRetry={() => agents.refetch()} />;
  }
  if (agents.data.length === 0) {
    return (
      <EmptyState
        icon={Bot}
        title="No agents yet — create one"
        description="Give it a role, a name and instructions. The console creates its key with it, so you can use it right away."
        action={<CreateAgentDialog organizationId={organizationId} triggerLabel="Create an agent" />}
      />
    );
  }
  return <AgentsTable organizationId={organizationId} agents={agents.data} />;
}
