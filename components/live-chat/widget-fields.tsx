"use client";

import type { Control } from "react-hook-form";

import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";

import type { LiveChatFormOutput, LiveChatFormValues } from "./live-chat-form-values";

export const positionOptions = [
  { value: "bottom-right", label: "Bottom right" },
  { value: "bottom-left", label: "Bottom left" },
] as const;

type Props = { control: Control<LiveChatFormValues, unknown, LiveChatFormOutput> };

/** What the widget says: its title, greeting and hand-off message, and the corner it sits in. */
export function WidgetFields({ control }: Props) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField control={control} name="titleLine1" label="Title" description="The header's first line, e.g. “Chat with us”." />
        <TextField control={control} name="titleLine2" label="Subtitle" description="The header's second line." />
      </div>
      <TextField control={control} name="greeting" label="Greeting" rows={2} description="The first message visitors see when they open the chat." />
      <TextField
        control={control}
        name="handOffMessage"
        label="Hand-off message"
        rows={2}
        description="Shown when a member of your team takes the conversation over from the agent."
      />
      <SelectField control={control} name="position" label="Position" options={positionOptions} description="The corner of the page the launcher sits in." />
    </>
  );
}
