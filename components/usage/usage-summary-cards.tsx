import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { useId } from "react";

import { formatNumber } from "@/components/charts/chart-theme";
import { compareTotals, type Delta } from "@/lib/console/usage/prepare-compare";
import type { PreviousTotals, UsageTotals } from "@/lib/schemas/console/usage";
import { cn } from "@/lib/utils/cn";

import { totalMetrics } from "./usage-metrics";

const deltaIcon = { up: ArrowUpRight, down: ArrowDownRight, same: Minus, unknown: null } as const;

function DeltaText({ delta }: { delta: Delta }) {
  const Icon = deltaIcon[delta.direction];
  return (
    <div className="mt-1 space-y-0.5 text-xs">
      <p className={cn("flex items-start gap-1", delta.direction === "unknown" ? "text-muted-foreground" : "text-foreground/80")}>
        {Icon ? <Icon className="mt-px size-3.5 shrink-0" aria-hidden="true" /> : null}
        <span>{delta.text}</span>
      </p>
      {delta.previous !== null ? <p className="text-muted-foreground">Before: {formatNumber(delta.previous)}</p> : null}
    </div>
  );
}

function SummaryCard({ label, description, delta }: { label: string; description: string; delta: Delta }) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-description`} className="rounded-lg border bg-card p-4 shadow-xs">
      <p id={`${id}-label`} className="text-sm font-medium text-muted-foreground">
        {label}
      </p>
      <p className="mt-1 text-2xl font-semibold tabular-nums" data-slot="summary-value">
        {formatNumber(delta.current)}
      </p>
      <p id={`${id}-description`} className="sr-only">
        {description}
      </p>
      <DeltaText delta={delta} />
    </div>
  );
}

/** The period's figures, each compared with the period before. */
export function UsageSummaryCards({ totals, previous }: { totals: UsageTotals; previous: PreviousTotals | null }) {
  const deltas = compareTotals(totals, previous);
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-7">
      {totalMetrics.map((metric) => (
        <SummaryCard key={metric.key} label={metric.label} description={metric.description} delta={deltas[metric.key]} />
      ))}
    </section>
  );
}
