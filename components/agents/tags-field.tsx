"use client";

import type { Control, FieldPathByValue, FieldValues } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";

import { TagsInput } from "./tags-input";

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string[] | undefined>;
};

export function TagsField<Values extends FieldValues, Output>({ control, name }: Props<Values, Output>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>Tags</FormLabel>
          <FormControl>
            <TagsInput value={field.value ?? []} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} />
          </FormControl>
          <FormDescription>Press Enter or type a comma to add a tag.</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
