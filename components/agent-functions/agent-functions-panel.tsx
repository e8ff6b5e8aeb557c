"use client";

import { Code2 } from "lucide-react";

import { FunctionsTable } from "@/components/functions/functions-table";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryStates } from "@/components/ui/query-states";
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
    <PanelSection
      title="Functions"
      description="HTTPS endpoints this agent's model may call while it answers. Only enabled functions are offered to it."
      action={functions.isSuccess && functions.data.length > 0 ? <CreateAgentFunctionDialog {...scope} /> : null}
    >
      <QueryStates
        query={functions}
        loading={<TableSkeleton label="Loading functions" />}
        errorTitle="The agent's functions could not be loaded"
        empty={
          <EmptyState
            icon={Code2}
            title="No functions yet — add one the agent can call"
            description="Give it a name, the HTTPS endpoint it calls and a JSON Schema of its arguments."
            action={<CreateAgentFunctionDialog {...scope} triggerLabel="Add a function" />}
          />
        }
      >
        {(items) => (
          <FunctionsTable
            organizationId={organizationId}
            functions={items}
            renderEnabled={(item) => <AgentFunctionEnabledSwitch {...scope} item={item} />}
            renderActions={(item) => (
              <>
                <EditAgentFunctionDialog {...scope} item={item} />
                <DeleteAgentFunctionButton {...scope} item={item} />
              </>
            )}
          />
        )}
      </QueryStates>
    </PanelSection>
  );
}
