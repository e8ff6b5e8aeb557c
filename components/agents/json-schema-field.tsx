"use client";

import type { ReactNode } from "react";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";

import { Field, FormField } from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";

import { jsonSchemaTextProblem } from "./json-schema-text";

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string>;
  label: string;
  description: ReactNode;
};

/** A JSON Schema editor that checks the text as it is typed and says what is wrong right under it. */
export function JsonSchemaField<Values extends FieldValues, Output>({ control, name, label, description }: Props<Values, Output>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const text = field.value ?? "";
        return (
          <Field label={label} description={description} error={jsonSchemaTextProblem(text) ?? fieldState.error?.message}>
            <Textarea
              name={field.name}
              ref={field.ref}
              value={text}
              onChange={field.onChange}
              onBlur={field.onBlur}
              rows={6}
              spellCheck={false}
              autoComplete="off"
              className="font-mono text-xs"
            />
          </Field>
        );
      }}
    />
  );
}
