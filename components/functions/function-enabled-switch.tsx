"use client";

import { Switch } from "@/components/ui/switch";
import { useToggleFunctionMutation } from "@/lib/queries/functions/use-toggle-function-mutation";

/** Turns a function on or off, saved at once. */
export function FunctionEnabledSwitch({ organizationId, item }: { organizationId: string; item: { id: string; name: string; enabled: boolean } }) {
  const toggle = useToggleFunctionMutation(organizationId);
  return (
    <Switch
      checked={item.enabled}
      disabled={toggle.isPending}
      aria-label={`${item.name} enabled`}
      onCheckedChange={(enabled) => toggle.mutate({ functionId: item.id, enabled })}
    />
  );
}
