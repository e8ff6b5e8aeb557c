"use client";

import { Trash2 } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";
import { useDeleteFunctionMutation } from "@/lib/queries/functions/use-delete-function-mutation";

/** Deletes a function of the library, after asking by its name. */
export function DeleteFunctionButton({ organizationId, item }: { organizationId: string; item: { id: string; name: string } }) {
  const remove = useDeleteFunctionMutation(organizationId);
  return (
    <ConfirmAction
      trigger={<Trash2 aria-hidden="true" />}
      triggerVariant="ghost"
      triggerSize="icon"
      triggerLabel={`Delete ${item.name}`}
      disabled={remove.isPending}
      title={`Delete ${item.name}?`}
      description={`The function ${item.name} leaves the organization's library for good. This cannot be undone.`}
      confirmLabel="Delete function"
      onConfirm={() => remove.mutate(item)}
    />
  );
}
