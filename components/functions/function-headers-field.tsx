"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { CreateFunctionBody } from "@/lib/schemas/agent-api/functions";

import type { FunctionFormValues } from "./function-form-schema";

type Props = { control: Control<FunctionFormValues, unknown, CreateFunctionBody> };

/** The headers sent with every call, one name and value per row. */
export function FunctionHeadersField({ control }: Props) {
  const rows = useFieldArray({ control, name: "endpoint.headers" });
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Headers (optional)</legend>
      <p className="text-sm text-muted-foreground">Sent with every call, e.g. the endpoint&apos;s Authorization header.</p>
      {rows.fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
          <FormField
            control={control}
            name={`endpoint.headers.${index}.name`}
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
            name={`endpoint.headers.${index}.value`}
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
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => rows.append({ name: "", value: "" })}>
        <Plus aria-hidden="true" />
        Add header
      </Button>
    </fieldset>
  );
}
