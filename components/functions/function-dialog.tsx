"use client";

import { Pencil, Plus } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useCreateFunctionMutation } from "@/lib/queries/functions/use-create-function-mutation";
import { useUpdateFunctionMutation } from "@/lib/queries/functions/use-update-function-mutation";
import type { FunctionView } from "@/lib/schemas/console/functions";

import { functionFormDefaults } from "./function-form-schema";
import { FunctionForm } from "./function-form";

type Props = { organizationId: string; triggerLabel?: string };

/** "New function": the form in a dialog, closed once the function exists. */
export function CreateFunctionDialog({ organizationId, triggerLabel = "New function" }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const create = useCreateFunctionMutation(organizationId);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          {triggerLabel}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>New function</DialogTitle>
          <DialogDescription>A function of the organization&apos;s library: an HTTPS endpoint and the arguments it takes.</DialogDescription>
        </DialogHeader>
        <FunctionForm
          defaultValues={functionFormDefaults()}
          submitLabel="Create function"
          onSave={async (body) => {
            await create.mutateAsync(body);
            setIsOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

/** "Edit": the function's form in a dialog, closed once saved. */
export function EditFunctionDialog({ organizationId, item }: { organizationId: string; item: FunctionView }) {
  const [isOpen, setIsOpen] = useState(false);
  const update = useUpdateFunctionMutation(organizationId);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Edit ${item.name}`}>
          <Pencil aria-hidden="true" />
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit {item.name}</DialogTitle>
          <DialogDescription>Changes apply to the next call of the function.</DialogDescription>
        </DialogHeader>
        <FunctionForm
          defaultValues={functionFormDefaults(item)}
          submitLabel="Save changes"
          onSave={async (body) => {
            await update.mutateAsync({ functionId: item.id, body });
            setIsOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
