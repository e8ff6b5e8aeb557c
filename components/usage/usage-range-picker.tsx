"use client";

import { CalendarRange } from "lucide-react";
import { useState, type FormEvent } from "react";

import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { maxCustomDays, parseRangeSearch, rangePresetLabels, rangePresets, type RangeSelection } from "@/lib/console/usage/prepare-range";
import type { UsageRange } from "@/lib/schemas/console/usage";

const shortLabels = { "24h": "24 h", "7d": "7 d", "30d": "30 d", "90d": "90 d", custom: "Custom" } as const;

type Props = { selection: RangeSelection; range: UsageRange | undefined; onChange: (selection: RangeSelection) => void };

/** The period shown: presets as a group of toggle buttons, and a custom span of dates. */
export function UsageRangePicker({ selection, range, onChange }: Props) {
  const [isCustomOpen, setCustomOpen] = useState(selection.preset === "custom");
  const [error, setError] = useState<string | null>(null);

  const onCustomSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = String(data.get("from") ?? "");
    const to = String(data.get("to") ?? "");
    const parsed = parseRangeSearch({ range: "custom", from, to });
    if (parsed.preset !== "custom") {
      setError(`Choose a start date on or before the end date, at most ${maxCustomDays} days apart.`);
      return;
    }
    setError(null);
    onChange(parsed);
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label="Time range" className="inline-flex flex-wrap gap-1 rounded-lg border bg-muted/40 p-1">
        {rangePresets.map((preset) => {
          const isActive = preset === "custom" ? isCustomOpen || selection.preset === "custom" : selection.preset === preset && !isCustomOpen;
          return (
            <Button
              key={preset}
              type="button"
              size="sm"
              variant={isActive ? "default" : "ghost"}
              aria-pressed={isActive}
              aria-label={rangePresetLabels[preset]}
              onClick={() => {
                if (preset === "custom") {
                  setCustomOpen(true);
                  return;
                }
                setCustomOpen(false);
                onChange({ preset });
              }}
            >
              {preset === "custom" ? <CalendarRange aria-hidden="true" /> : null}
              {shortLabels[preset]}
            </Button>
          );
        })}
      </div>
      {isCustomOpen ? (
        <form onSubmit={onCustomSubmit} className="flex flex-wrap items-end gap-3" aria-label="Custom range" key={`${range?.from}-${range?.to}`}>
          <Field label="From" className="gap-1">
            <Input name="from" type="date" required defaultValue={range?.from} className="w-40" />
          </Field>
          <Field label="To" className="gap-1">
            <Input name="to" type="date" required defaultValue={range?.to} className="w-40" />
          </Field>
          <Button type="submit" size="sm">
            Apply range
          </Button>
          {error ? (
            <p role="alert" className="w-full text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
