"use client";

import { useWatch, type Control } from "react-hook-form";

import { TextField } from "@/components/ui/text-field";
import type { RegisterWebhookBody } from "@/lib/schemas/console/webhooks";

import type { WebhookFormValues } from "./webhook-form-schema";

type Props = { control: Control<WebhookFormValues, unknown, RegisterWebhookBody> };

const choices = [
  {
    value: "console",
    label: "The console's receiver",
    description: "The console checks each delivery's signature, lists it below and feeds the hand-off inbox.",
  },
  {
    value: "custom",
    label: "Another URL",
    description: "Your own endpoint. It must use HTTPS on a public address; the signing secret stays in the console.",
  },
] as const;

/** Where deliveries go: the console itself, or a URL typed in. */
export function WebhookDestinationField({ control }: Props) {
  const destination = useWatch({ control, name: "destination" });
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Send deliveries to</legend>
        {choices.map((choice) => (
          <label key={choice.value} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              value={choice.value}
              className="mt-0.5 size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-none"
              {...control.register("destination")}
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{choice.label}</span>
              <span className="text-muted-foreground">{choice.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {destination === "custom" ? <TextField control={control} name="url" label="URL" type="url" placeholder="https://example.com/hooks/agent" /> : null}
    </div>
  );
}
