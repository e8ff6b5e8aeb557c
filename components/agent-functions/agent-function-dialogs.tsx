"use client";

import { Pencil, Plus } from "lucide-react";

import { FunctionFormDialog } from "@/components/functions/function-form-dialog";
import { functionFormDefaults } from "@/components/functions/function-form-schema";
import { Button } from "@/components/ui/button";
import { useCreateAgentFunctionMutation } from "@/lib/queries/agent-functions/use-create-agent-function-mutation";
import { useUpdateAgentFunctionMutation } from "@/lib/queries/agent-functions/use-update-agent-function-mutation";
import type { AgentFunctionView } from "@/lib/schemas/console/agent-functions";

type Scope = { organizationId: string; agentId: string };

const nameHint = "What the model calls it by: letters, digits, _ or -, unique among this agent's functions.";

/** "New function" on an agent: the function form in a dialog, closed once the function exists. */
export function CreateAgentFunctionDialog({ organizationId, agentId, triggerLabel = "New function" }: Scope & { triggerLabel?: string }) {
  const create = useCreateAgentFunctionMutation(organizationId, agentId);
  return (
    <FunctionFormDialog
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {triggerLabel}
        </Button>
      }
      title="New function"
      description="A function of this agent: when enabled, its model may call the HTTPS endpoint with arguments matching the parameters."
      defaultValues={functionFormDefaults()}
      submitLabel="Create function"
      nameHint={nameHint}
      onSave={(body) => create.mutateAsync(body)}
    />
  );
}

/** "Edit" on one of the agent's functions. */
export function EditAgentFunctionDialog({ organizationId, agentId, item }: Scope & { item: AgentFunctionView }) {
  const update = useUpdateAgentFunctionMutation(organizationId, agentId);
  return (
    <FunctionFormDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Edit ${item.name}`}>
          <Pencil aria-hidden="true" />
        </Button>
      }
      title={`Edit ${item.name}`}
      description="Changes apply to the agent's next answer."
      defaultValues={functionFormDefaults(item)}
      submitLabel="Save changes"
      nameHint={nameHint}
      onSave={(body) => update.mutateAsync({ functionId: item.id, body })}
    />
  );
}
