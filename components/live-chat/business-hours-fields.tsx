"use client";

import { CalendarClock, Plus } from "lucide-react";
import { useFieldArray, useFormState, useWatch, type Control } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/text-field";

import { nextInterval, weekdayHours, type LiveChatFormOutput, type LiveChatFormValues } from "./live-chat-form-values";
import { OpeningIntervalRow } from "./opening-interval-row";
import { TimeZoneField } from "./time-zone-field";

type Props = { control: Control<LiveChatFormValues, unknown, LiveChatFormOutput> };

/** When people answer: the time zone, the weekly opening intervals and what visitors read outside them. */
export function BusinessHoursFields({ control }: Props) {
  const intervals = useFieldArray({ control, name: "businessHours.intervals" });
  const current = useWatch({ control, name: "businessHours.intervals" });
  const { errors } = useFormState({ control, name: "businessHours.intervals" });
  const listError = errors.businessHours?.intervals?.root?.message ?? errors.businessHours?.intervals?.message;

  return (
    <div className="grid gap-4">
      <TimeZoneField control={control} />
      <div className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="text-sm font-medium">Opening hours</h3>
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" size="sm" onClick={() => intervals.replace(weekdayHours())}>
              <CalendarClock aria-hidden="true" />
              Weekdays 9–5
            </Button>
            <Button type="button" variant="outline" size="sm" onClick={() => intervals.append(nextInterval(current ?? []))}>
              <Plus aria-hidden="true" />
              Add hours
            </Button>
          </div>
        </div>
        {intervals.fields.length === 0 ? (
          <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
            No opening hours: the chat always shows the outside-hours message. Add hours.
          </p>
        ) : (
          <div className="grid gap-2">
            {intervals.fields.map((interval, index) => (
              <OpeningIntervalRow key={interval.id} control={control} index={index} onRemove={() => intervals.remove(index)} />
            ))}
          </div>
        )}
        <p className="text-sm text-muted-foreground">Times are HH:MM, 24-hour; 24:00 closes at midnight. A day without hours is closed.</p>
        {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
      </div>
      <TextField
        control={control}
        name="businessHours.outsideHoursMessage"
        label="Outside-hours message"
        rows={2}
        description="What visitors read when nobody is there to answer."
      />
    </div>
  );
}
