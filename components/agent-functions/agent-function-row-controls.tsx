"use client";

import { Trash2 } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";
import { Switch } from "@/components/ui/switch";
import { useDeleteAgentFunctionMutation } from "@/lib/queries/agent-functions/use-delete-agent-function-mutation";
import { useToggleAgentFunctionMutation } from "@/lib/queries/agent-functions/use-toggle-agent-function-mutation";
import type { AgentFunctionView } from "@/lib/schemas/console/agent-functions";

type Props = { organizationId: string; agentId: string; item: AgentFunctionView };

/** Offers the function to the agent's model, or stops offering it; saved at once. */
export function AgentFunctionEnabledSwitch({ organizationId, agentId, item }: Props) {
  const toggle = useToggleAgentFunctionMutation(organizationId, agentId);
  return (
    <Switch
      checked={item.enabled}
      disabled={toggle.isPending}
      aria-label={`${item.name} enabled`}
      onCheckedChange={(enabled) => toggle.mutate({ functionId: item.id, enabled })}
    />
  );
}

/** Deletes one of the agent's functions, after asking by its name. */
export function DeleteAgentFunctionButton({ organizationId, agentId, item }: Props) {
  const remove = useDeleteAgentFunctionMutation(organizationId, agentId);
  return (
    <ConfirmAction
      trigger={<Trash2 aria-hidden="true" />}
      triggerVariant="ghost"
      triggerSize="icon"
      triggerLabel={`Delete ${item.name}`}
      title={`Delete ${item.name}?`}
      description={`The agent stops calling ${item.name}, and the function is gone for good. This cannot be undone.`}
      confirmLabel="Delete function"
      isPending={remove.isPending}
      onConfirm={() => remove.mutate({ id: item.id, name: item.name })}
    />
  );
}
