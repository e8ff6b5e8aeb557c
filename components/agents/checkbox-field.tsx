"use client";

import type { ReactNode } from "react";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";

import { Checkbox } from "@/components/ui/checkbox";
import { FormControl, FormDescription, FormField, FormItem, FormLabel } from "@/components/ui/form";

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, boolean | undefined>;
  label: string;
  description?: ReactNode;
};

/** An on/off setting of a react-hook-form form, as the kit's checkbox. */
export function CheckboxField<Values extends FieldValues, Output>({ control, name, label, description }: Props<Values, Output>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1">
          <FormControl>
            <Checkbox
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          </FormControl>
          <FormLabel>{label}</FormLabel>
          {description ? <FormDescription className="col-start-2">{description}</FormDescription> : null}
        </FormItem>
      )}
    />
  );
}
