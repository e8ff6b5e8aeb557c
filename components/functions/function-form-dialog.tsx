"use client";

import { useState, type ReactNode } from "react";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import type { CreateFunctionBody } from "@/lib/schemas/agent-api/functions";

import { FunctionForm } from "./function-form";
import type { FunctionFormValues } from "./function-form-schema";

type Props = {
  /** The button that opens the dialog (a `Button`). */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  defaultValues: FunctionFormValues;
  submitLabel: string;
  /** Under the name field: where the name must be unique. */
  nameHint?: string;
  /** Saves the body; the dialog closes once it resolves, and a failure it throws lands on the form's fields. */
  onSave: (body: CreateFunctionBody) => Promise<unknown>;
};

/** The function form in a dialog, wherever the function is saved (the library or an agent). */
export function FunctionFormDialog({ trigger, title, description, defaultValues, submitLabel, nameHint, onSave }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <FunctionForm
          defaultValues={defaultValues}
          submitLabel={submitLabel}
          nameHint={nameHint}
          onSave={async (body) => {
            await onSave(body);
            setIsOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
