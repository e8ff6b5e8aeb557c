"use client";

import { useId, useMemo } from "react";
import type { Control } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";

import type { LiveChatFormOutput, LiveChatFormValues } from "./live-chat-form-values";

/** The IANA time zones this browser knows, to suggest while typing. */
const knownTimeZones = () => (typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []);

/** The business hours' time zone: typed, with the zones the browser knows suggested. */
export function TimeZoneField({ control }: { control: Control<LiveChatFormValues, unknown, LiveChatFormOutput> }) {
  const listId = useId();
  const zones = useMemo(() => knownTimeZones(), []);
  return (
    <FormField
      control={control}
      name="businessHours.timezone"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Time zone</FormLabel>
          <FormControl>
            <Input
              name={field.name}
              ref={field.ref}
              value={field.value ?? ""}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              list={listId}
              autoComplete="off"
              spellCheck={false}
              placeholder="Europe/Berlin"
            />
          </FormControl>
          <datalist id={listId}>
            {zones.map((zone) => (
              <option key={zone} value={zone} />
            ))}
          </datalist>
          <FormDescription>The hours below are in this zone, e.g. Europe/Berlin or America/New_York.</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
