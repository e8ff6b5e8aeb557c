"use client";

import { X } from "lucide-react";
import type { Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { TextField } from "@/components/ui/text-field";
import { weekdays } from "@/lib/schemas/agent-api/business-hours";

import type { LiveChatFormOutput, LiveChatFormValues } from "./live-chat-form-values";

export const weekdayLabels = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
} as const;

const dayOptions = weekdays.map((day) => ({ value: day, label: weekdayLabels[day] }));

type Props = {
  control: Control<LiveChatFormValues, unknown, LiveChatFormOutput>;
  index: number;
  onRemove: () => void;
};

/** One opening interval: a weekday, from when, until when. */
export function OpeningIntervalRow({ control, index, onRemove }: Props) {
  const name = `Opening hours ${index + 1}`;
  return (
    <fieldset className="grid items-start gap-3 rounded-md border p-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)_auto]" aria-label={name}>
      <legend className="sr-only">{name}</legend>
      <SelectField control={control} name={`businessHours.intervals.${index}.day`} label="Day" options={dayOptions} />
      <TextField control={control} name={`businessHours.intervals.${index}.start`} label="Opens" placeholder="09:00" />
      <TextField control={control} name={`businessHours.intervals.${index}.end`} label="Closes" placeholder="17:00" />
      <Button type="button" variant="ghost" size="icon" className="sm:mt-6" onClick={onRemove}>
        <X aria-hidden="true" />
        <span className="sr-only">Remove {name.toLowerCase()}</span>
      </Button>
    </fieldset>
  );
}
