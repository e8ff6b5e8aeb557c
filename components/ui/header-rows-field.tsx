"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type ArrayPath, type Control, type FieldArray, type FieldValues, type Path } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

type Props<Values extends FieldValues, Output> = {
  control: Control<Values, unknown, Output>;
  /** The form's list of header rows (`{ name, value }` each). */
  name: ArrayPath<Values>;
  /** What the headers are for, under the legend. */
  description: string;
};

/** Optional headers, one name and value per row, with a row's problems on its own boxes. */
export function HeaderRowsField<Values extends FieldValues, Output>({ control, name, description }: Props<Values, Output>) {
  const rows = useFieldArray({ control, name });
  const cell = (index: number, part: "name" | "value") => `${name}.${index}.${part}` as Path<Values>;
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Headers (optional)</legend>
      <p className="text-sm text-muted-foreground">{description}</p>
      {rows.fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
          <FormField
            control={control}
            name={cell(index, "name")}
            render={({ field }) => (
              <FormItem>
                <FormLabel className="sr-only">Header {index + 1} name</FormLabel>
                <FormControl>
                  <Input placeholder="Header name" autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name={cell(index, "value")}
            render={({ field }) => (
              <FormItem>
                <FormLabel className="sr-only">Header {index + 1} value</FormLabel>
                <FormControl>
                  <Input placeholder="Value" autoComplete="off" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="button" variant="ghost" size="icon" aria-label={`Remove header ${index + 1}`} onClick={() => rows.remove(index)}>
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      <FormField
        control={control}
        name={name as Path<Values>}
        render={({ fieldState }) =>
          fieldState.error?.message ? (
            <FormItem>
              <FormMessage />
            </FormItem>
          ) : (
            <></>
          )
        }
      />
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() => rows.append({ name: "", value: "" } as FieldArray<Values, ArrayPath<Values>>)}
      >
        <Plus aria-hidden="true" />
        Add header
      </Button>
    </fieldset>
  );
}
