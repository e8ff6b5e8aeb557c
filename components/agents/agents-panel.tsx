"use client";

import { useAgentsQuery } from "@/lib/queries/agents/use-agents-query";

import { AgentsTable } from "./agents-table";

/** The organization's agents in their loading, error, empty and listed states. */
export function AgentsPanel({ organizationId }: { organizationId: string }) {
  const agents = useAgentsQuery(organizationId);
  return (
    <AgentsTable organizationId={organizationId} agents={agents.data} isPending={agents.isPending} error={agents.error} onRetry={() => agents.refetch()} />
  );
}
