"use client";

import { Pencil } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "@/components/ui/button";
import { FormDialog } from "@/components/ui/form-dialog";
import type { CreateFunctionBody } from "@/lib/schemas/agent-api/functions";
import type { FunctionView } from "@/lib/schemas/console/functions";

import { FunctionForm } from "./function-form";
import { functionFormDefaults } from "./function-form-schema";

type Props = {
  /** The function to edit; without one, the dialog creates a function. */
  item?: FunctionView;
  /** The create button's words ("New function" by default). */
  triggerLabel?: string;
  description: ReactNode;
  /** Under the name field: where the name must be unique. */
  nameHint?: string;
  /** Saves the body; the dialog closes once it resolves, and a failure it throws lands on the form's fields. */
  onSave: (body: CreateFunctionBody) => Promise<unknown>;
};

/** "New function", or "Edit" on one: the function form in a dialog, wherever the function is saved (the library or an agent). */
export function FunctionFormDialog({ item, triggerLabel = "New function", description, nameHint, onSave }: Props) {
  const opener = item
    ? {
        trigger: (
          <Button variant="ghost" size="icon" aria-label={`Edit ${item.name}`}>
            <Pencil aria-hidden="true" />
          </Button>
        ),
      }
    : { triggerLabel };
  return (
    <FormDialog {...opener} title={item ? `Edit ${item.name}` : "New function"} description={description} className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
      {(close) => (
        <FunctionForm
          defaultValues={functionFormDefaults(item)}
          submitLabel={item ? "Save changes" : "Create function"}
          nameHint={nameHint}
          onSave={async (body) => {
            await onSave(body);
            close();
          }}
        />
      )}
    </FormDialog>
  );
}
