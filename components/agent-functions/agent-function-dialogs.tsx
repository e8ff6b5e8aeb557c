"use client";

import { FunctionFormDialog } from "@/components/functions/function-form-dialog";
import { useCreateAgentFunctionMutation } from "@/lib/queries/agent-functions/use-create-agent-function-mutation";
import { useUpdateAgentFunctionMutation } from "@/lib/queries/agent-functions/use-update-agent-function-mutation";
import type { AgentFunctionView } from "@/lib/schemas/console/agent-functions";

type Scope = { organizationId: string; agentId: string };

const nameHint = "What the model calls it by: letters, digits, _ or -, unique among this agent's functions.";

/** "New function" on an agent: the function form in a dialog, closed once the function exists. */
export function CreateAgentFunctionDialog({ organizationId, agentId, triggerLabel }: Scope & { triggerLabel?: string }) {
  const create = useCreateAgentFunctionMutation(organizationId, agentId);
  return (
    <FunctionFormDialog
      triggerLabel={triggerLabel}
      description="A function of this agent: when enabled, its model may call the HTTPS endpoint with arguments matching the parameters."
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
      item={item}
      description="Changes apply to the agent's next answer."
      nameHint={nameHint}
      onSave={(body) => update.mutateAsync({ functionId: item.id, body })}
    />
  );
}
