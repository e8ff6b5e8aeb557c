"use client";

import type { Control } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { CreateAgentApiKeyBody } from "@/lib/queries/agents/use-create-agent-api-key-mutation";

import { isoToLocalDateTime, localDateTimeToIso } from "./key-expiry";

type Values = { name: string; expiresAt?: string };

/** When the key stops working, in the reader's local time; empty for never. */
export function KeyExpiryField({ control }: { control: Control<Values, unknown, CreateAgentApiKeyBody> }) {
  return (
    <FormField
      control={control}
      name="expiresAt"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Expires (optional)</FormLabel>
          <FormControl>
            <Input
              type="datetime-local"
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              value={isoToLocalDateTime(field.value)}
              onChange={(event) => field.onChange(localDateTimeToIso(event.target.value))}
            />
          </FormControl>
          <FormDescription>Leave empty for a key that does not expire.</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
