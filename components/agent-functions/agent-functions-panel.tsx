"use client";

import { Code2 } from "lucide-react";
import { useCallback } from "react";

import { FunctionsTable } from "@/components/functions/functions-table";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { useAgentFunctionsQuery } from "@/lib/queries/agent-functions/use-agent-functions-query";
import type { FunctionView } from "@/lib/schemas/console/functions";

import { CreateAgentFunctionDialog, EditAgentFunctionDialog } from "./agent-function-dialogs";
import { AgentFunctionEnabledSwitch, DeleteAgentFunctionButton } from "./agent-function-row-controls";

type Props = { organizationId: string; agentId: string };

/** The Functions tab: the agent's own functions in their loading, error, empty and listed states. */
export function AgentFunctionsPanel({ organizationId, agentId }: Props) {
  const functions = useAgentFunctionsQuery(organizationId, agentId);
  const renderEnabled = useCallback(
    (item: FunctionView) => <AgentFunctionEnabledSwitch organizationId={organizationId} agentId={agentId} item={item} />,
    [organizationId, agentId],
  );
  const renderActions = useCallback(
    (item: FunctionView) => (
      <>
        <EditAgentFunctionDialog organizationId={organizationId} agentId={agentId} item={item} />
        <DeleteAgentFunctionButton organizationId={organizationId} agentId={agentId} item={item} />
      </>
    ),
    [organizationId, agentId],
  );
  return (
    <PanelSection
      title="Functions"
      description="HTTPS endpoints this agent's model may call while it answers. Only enabled functions are offered to it."
      action={functions.isSuccess && functions.data.length > 0 ? <CreateAgentFunctionDialog organizationId={organizationId} agentId={agentId} /> : null}
    >
      <FunctionsTable
        organizationId={organizationId}
        functions={functions.data}
        isPending={functions.isPending}
        error={functions.error}
        onRetry={() => void functions.refetch()}
        errorTitle="The agent's functions could not be loaded"
        empty={
          <EmptyState
            icon={Code2}
            title="No functions yet — add one the agent can call"
            description="Give it a name, the HTTPS endpoint it calls and a JSON Schema of its arguments."
            action={<CreateAgentFunctionDialog organizationId={organizationId} agentId={agentId} triggerLabel="Add a function" />}
          />
        }
        renderEnabled={renderEnabled}
        renderActions={renderActions}
      />
    </PanelSection>
  );
}
