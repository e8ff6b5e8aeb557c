"use client";

import type { ReactNode } from "react";
import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";

export type SelectOption = { value: string; label: string };

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string | undefined>;
  label: string;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  description?: ReactNode;
  disabled?: boolean;
};

/** A labelled choice among options in a react-hook-form form. */
export function SelectField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  options,
  placeholder,
  description,
  disabled,
}: Props<Values, Output>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={field.value || undefined} onValueChange={field.onChange} disabled={disabled} name={field.name}>
            <FormControl>
              <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description ? <FormDescription>{description}</FormDescription> : null}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
