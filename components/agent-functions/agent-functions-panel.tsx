"use client";

import { Code2 } from "lucide-react";

import { FunctionsTable } from "@/components/functions/functions-table";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useAgentFunctionsQuery } from "@/lib/queries/agent-functions/use-agent-functions-query";

import { CreateAgentFunctionDialog, EditAgentFunctionDialog } from "./agent-function-dialogs";
import { AgentFunctionEnabledSwitch, DeleteAgentFunctionButton } from "./agent-function-row-controls";

type Props = { organizationId: string; agentId: string };

/** The Functions tab: the agent's own functions in their loading, error, empty and listed states. */
export function AgentFunctionsPanel({ organizationId, agentId }: Props) {
  const functions = useAgentFunctionsQuery(organizationId, agentId);
  const scope = { organizationId, agentId };
  return (
    <section className="space-y-4" aria-labelledby="agent-functions-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <h2 id="agent-functions-title" className="text-lg font-semibold">
            Functions
          </h2>
          <p className="text-sm text-muted-foreground">
            HTTPS endpoints this agent&apos;s model may call while it answers. Only enabled functions are offered to it.
          </p>
        </div>
        {functions.isSuccess && functions.data.length > 0 ? <CreateAgentFunctionDialog {...scope} /> : null}
      </div>
      {functions.isPending ? <TableSkeleton label="Loading functions" /> : null}
      {functions.isError ? (
        <QueryErrorState title="The agent's functions could not be loaded" error={functions.error} onRetry={() => functions.refetch()} />
      ) : null}
      {functions.isSuccess && functions.data.length === 0 ? (
        <EmptyState
          icon={Code2}
          title="No functions yet — add one the agent can call"
          description="Give it a name, the HTTPS endpoint it calls and a JSON Schema of its arguments."
          action={<CreateAgentFunctionDialog {...scope} triggerLabel="Add a function" />}
        />
      ) : null}
      {functions.isSuccess && functions.data.length > 0 ? (
        <FunctionsTable
          organizationId={organizationId}
          functions={functions.data}
          renderEnabled={(item) => <AgentFunctionEnabledSwitch {...scope} item={item} />}
          renderActions={(item) => (
            <>
              <EditAgentFunctionDialog {...scope} item={item} />
              <DeleteAgentFunctionButton {...scope} item={item} />
            </>
          )}
        />
      ) : null}
    </section>
  );
}
