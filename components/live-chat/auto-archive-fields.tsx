"use client";

import type { Control } from "react-hook-form";

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { autoArchiveMinutes } from "@/lib/schemas/agent-api/live-chat";

import { idleTimeLabel } from "./idle-time";
import type { LiveChatFormOutput, LiveChatFormValues } from "./live-chat-form-values";
import { SettingSwitch } from "./setting-switch";

type Props = {
  control: Control<LiveChatFormValues, unknown, LiveChatFormOutput>;
  minutes: number | null | undefined;
  onChange: (minutes: number | null) => void;
};

/**
 * Archiving idle conversations: off, or after a number of minutes without a new message. It applies to
 * every conversation of the agent, whether or not the widget is on.
 */
export function AutoArchiveFields({ control, minutes, onChange }: Props) {
  const isOn = minutes !== null && minutes !== undefined;
  return (
    <>
      <SettingSwitch
        label="Archive idle conversations"
        description={
          isOn
            ? "A conversation with no new message for this long is archived, and webhooks for “Archived for inactivity” are called."
            : "Off: conversations stay open until someone closes them."
        }
        isChecked={isOn}
        onChange={(isChecked) => onChange(isChecked ? autoArchiveMinutes.suggested : null)}
      />
      {isOn ? (
        <FormField
          control={control}
          name="autoArchiveAfterMinutes"
          render={({ field }) => (
            <FormItem className="max-w-xs">
              <FormLabel>Idle time in minutes</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={autoArchiveMinutes.min}
                  max={autoArchiveMinutes.max}
                  step={1}
                  name={field.name}
                  ref={field.ref}
                  onBlur={field.onBlur}
                  value={Number.isNaN(field.value) ? "" : (field.value ?? "")}
                  onChange={(event) => field.onChange(event.target.valueAsNumber)}
                />
              </FormControl>
              <FormDescription>
                {idleTimeLabel(field.value ?? Number.NaN) ? `Archived after ${idleTimeLabel(field.value ?? Number.NaN)} without a message. ` : ""}
                From {autoArchiveMinutes.min} minute to {idleTimeLabel(autoArchiveMinutes.max)}.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
      ) : null}
    </>
  );
}
