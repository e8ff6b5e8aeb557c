"use client";

import { Pencil, Plus } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useCreateFunctionMutation } from "@/lib/queries/functions/use-create-function-mutation";
import { useUpdateFunctionMutation } from "@/lib/queries/functions/use-update-function-mutation";
import type { FunctionView } from "@/lib/schemas/console/functions";

import { functionFormDefaults } from "./function-form-schema";
import { FunctionFormDialog } from "./function-form-dialog";

type Props = { organizationId: string; triggerLabel?: string };

/** "New function": the form in a dialog, closed once the function exists. */
export function CreateFunctionDialog({ organizationId, triggerLabel = "New function" }: Props) {
  const create = useCreateFunctionMutation(organizationId);
  return (
    <FunctionFormDialog
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          {triggerLabel}
        </Button>
      }
      title="New function"
      description="A function of the organization's library: an HTTPS endpoint and the arguments it takes."
      defaultValues={functionFormDefaults()}
      submitLabel="Create function"
      onSave={(body) => create.mutateAsync(body)}
    />
  );
}

/** "Edit": the function's form in a dialog, closed once saved. */
export function EditFunctionDialog({ organizationId, item }: { organizationId: string; item: FunctionView }) {
  const update = useUpdateFunctionMutation(organizationId);
  return (
    <FunctionFormDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Edit ${item.name}`}>
          <Pencil aria-hidden="true" />
        </Button>
      }
      title={`Edit ${item.name}`}
      description="Changes apply to the next call of the function."
      defaultValues={functionFormDefaults(item)}
      submitLabel="Save changes"
      onSave={(body) => update.mutateAsync({ functionId: item.id, body })}
    />
  );
}
