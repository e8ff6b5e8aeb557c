import { useId, type ReactNode } from "react";

import { Progress } from "@/components/ui/progress";
import type { LimitUsage } from "@/lib/console/limits/limit-usage";
import { cn } from "@/lib/utils/cn";

const barTone = {
  unknown: "",
  within: "",
  near: "[&_[data-slot=progress-indicator]]:bg-warning",
  reached: "[&_[data-slot=progress-indicator]]:bg-destructive",
  over: "[&_[data-slot=progress-indicator]]:bg-destructive",
} as const;

type Props = { label: ReactNode; usage: LimitUsage };

/** One limit with its usage: the label, "used of limit" in words, and a bar (none while usage is not reported). */
export function LimitUsageBar({ label, usage }: Props) {
  const id = useId();
  return (
    <div className="space-y-1.5" role="group" aria-labelledby={`${id}-label`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span id={`${id}-label`} className="font-medium">
          {label}
        </span>
        <span
          id={`${id}-text`}
          className={cn("tabular-nums", usage.state === "over" || usage.state === "reached" ? "font-medium text-destructive" : "text-muted-foreground")}
        >
          {usage.text}
        </span>
      </div>
      {usage.state === "unknown" ? null : (
        <Progress value={usage.percent} aria-labelledby={`${id}-label`} aria-describedby={`${id}-text`} className={barTone[usage.state]} />
      )}
    </div>
  );
}
