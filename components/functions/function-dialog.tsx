"use client";

import { useCreateFunctionMutation } from "@/lib/queries/functions/use-create-function-mutation";
import { useUpdateFunctionMutation } from "@/lib/queries/functions/use-update-function-mutation";
import type { FunctionView } from "@/lib/schemas/console/functions";

import { FunctionFormDialog } from "./function-form-dialog";

/** "New function": the form in a dialog, closed once the function exists. */
export function CreateFunctionDialog({ organizationId, triggerLabel }: { organizationId: string; triggerLabel?: string }) {
  const create = useCreateFunctionMutation(organizationId);
  return (
    <FunctionFormDialog
      triggerLabel={triggerLabel}
      description="A function of the organization's library: an HTTPS endpoint and the arguments it takes."
      onSave={(body) => create.mutateAsync(body)}
    />
  );
}

/** "Edit": the function's form in a dialog, closed once saved. */
export function EditFunctionDialog({ organizationId, item }: { organizationId: string; item: FunctionView }) {
  const update = useUpdateFunctionMutation(organizationId);
  return (
    <FunctionFormDialog
      item={item}
      description="Changes apply to the next call of the function."
      onSave={(body) => update.mutateAsync({ functionId: item.id, body })}
    />
  );
}
