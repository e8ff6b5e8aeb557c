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
  /** An option first in the list that stands for no choice ("Any organization"): shown while nothing is chosen, and choosing it empties the field. */
  noChoice?: SelectOption;
  /** An empty field means "not set" (no value) rather than an empty text. */
  isEmptyUnset?: boolean;
  description?: ReactNode;
  disabled?: boolean;
  /** Told of each choice the person makes, after the field has it. */
  onChosen?: (value: string) => void;
};

/** A labelled choice among options in a react-hook-form form. */
export function SelectField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  options,
  placeholder,
  noChoice,
  isEmptyUnset = false,
  description,
  disabled,
  onChosen,
}: Props<Values, Output>) {
  const empty = isEmptyUnset ? undefined : "";
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select
            value={field.value || noChoice?.value}
            onValueChange={(value) => {
              field.onChange(value === noChoice?.value ? empty : value);
              onChosen?.(value);
            }}
            disabled={disabled}
            name={field.name}
          >
            <FormControl>
              <SelectTrigger className="w-full" ref={field.ref} onBlur={field.onBlur}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {noChoice ? <SelectItem value={noChoice.value}>{noChoice.label}</SelectItem> : null}
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
