"use client";

import type { Control } from "react-hook-form";

import { FormControl, FormField, FormItem, FormMessage } from "@/components/ui/form";
import type { RegisterWebhookBody, WebhookTrigger } from "@/lib/schemas/console/webhooks";

import { triggerOptions } from "./trigger-labels";
import type { WebhookFormValues } from "./webhook-form-schema";

type Props = { control: Control<WebhookFormValues, unknown, RegisterWebhookBody> };

/** The events to listen for, as checkboxes: each one checked becomes one upstream webhook. */
export function WebhookTriggersField({ control }: Props) {
  return (
    <FormField
      control={control}
      name="triggers"
      render={({ field }) => {
        const chosen = new Set<WebhookTrigger>(field.value);
        const toggle = (trigger: WebhookTrigger, isChecked: boolean) =>
          field.onChange(triggerOptions.map((option) => option.value).filter((value) => (value === trigger ? isChecked : chosen.has(value))));
        return (
          <FormItem>
            <fieldset className="grid gap-2" aria-describedby="webhook-triggers-hint">
              <legend className="text-sm font-medium">Events</legend>
              <p id="webhook-triggers-hint" className="text-sm text-muted-foreground">
                The AI Agent API takes one event a webhook, so each event you check is registered as its own webhook.
              </p>
              <FormControl>
                <div className="grid gap-2 sm:grid-cols-2" ref={field.ref} tabIndex={-1}>
                  {triggerOptions.map((option) => (
                    <label key={option.value} className="flex items-start gap-2 rounded-md border p-2 text-sm has-[:checked]:border-primary">
                      <input
                        type="checkbox"
                        className="mt-0.5 size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
                        checked={chosen.has(option.value)}
                        onChange={(event) => toggle(option.value, event.target.checked)}
                        onBlur={field.onBlur}
                      />
                      <span className="grid gap-0.5">
                        <span className="font-medium">{option.label}</span>
                        <span className="text-muted-foreground">{option.description}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </FormControl>
            </fieldset>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
