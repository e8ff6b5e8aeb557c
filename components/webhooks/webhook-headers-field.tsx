"use client";

import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, type Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { RegisterWebhookBody } from "@/lib/schemas/console/webhooks";

import type { WebhookFormValues } from "./webhook-form-schema";

type Props = { control: Control<WebhookFormValues, unknown, RegisterWebhookBody> };

/** Extra headers sent with each delivery, one name and value per row. */
export function WebhookHeadersField({ control }: Props) {
  const rows = useFieldArray({ control, name: "headers" });
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Headers (optional)</legend>
      <p className="text-sm text-muted-foreground">Sent with every delivery, e.g. a token your endpoint expects. The console keeps only their names.</p>
      {rows.fields.map((row, index) => (
        <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
          <FormField
            control={control}
            name={`headers.${index}.name`}
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
            name={`headers.${index}.value`}
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
        name="headers"
        render={() => (
          <FormItem>
            <FormMessage />
          </FormItem>
        )}
      />
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={() => rows.append({ name: "", value: "" })}>
        <Plus aria-hidden="true" />
        Add header
      </Button>
    </fieldset>
  );
}
