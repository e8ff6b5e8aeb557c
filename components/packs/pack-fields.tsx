"use client";

import type { Control } from "react-hook-form";

import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";

import type { PackFormValues } from "./pack-form-values";
import { packStatusOptions } from "./pack-labels";

/** The fields of a pack: name, description, instructions and, when editing, its status. */
export function PackFields<Output>({ control, hasStatus = false }: { control: Control<PackFormValues, unknown, Output>; hasStatus?: boolean }) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="name" label="Name" description="How your team knows the pack, e.g. “Returns policy”." />
        {hasStatus ? <SelectField control={control} name="status" label="Status" options={packStatusOptions} /> : null}
      </div>
      <TextField control={control} name="description" label="Description (optional)" rows={2} />
      <TextField
        control={control}
        name="instructions"
        label="Instructions (optional)"
        rows={4}
        description="How the pack's documents are meant to be used; kept and shown with the pack."
      />
    </>
  );
}
