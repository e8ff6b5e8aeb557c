import { AlertTriangle } from "lucide-react";
import Link from "next/link";
import { useId } from "react";

import { usagePeriodText } from "@/components/agent-limits/limit-usage";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Progress } from "@/components/ui/progress";
import type { UsageOverview } from "@/lib/schemas/console/usage";
import { prepareQuotas, quotaWarnings, type QuotaRow } from "@/lib/stats/prepare-quotas";
import { cn } from "@/lib/utils/cn";

import { LimitRefusals } from "./limit-refusals";

const barTone = {
  unknown: "",
  within: "",
  near: "[&_[data-slot=progress-indicator]]:bg-warning",
  reached: "[&_[data-slot=progress-indicator]]:bg-destructive",
  over: "[&_[data-slot=progress-indicator]]:bg-destructive",
} as const;

function QuotaBar({ row }: { row: QuotaRow }) {
  const id = useId();
  const isAlarming = row.usage.state === "over" || row.usage.state === "reached";
  return (
    <div className="space-y-1.5" role="group" aria-labelledby={`${id}-label`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
        <span id={`${id}-label`} className="font-medium">
          {row.label}
          {row.isMonthly ? <span className="font-normal text-muted-foreground"> this month</span> : null}
        </span>
        <span id={`${id}-text`} className={cn("tabular-nums", isAlarming ? "font-medium text-destructive" : "text-muted-foreground")}>
          {row.usage.text}
        </span>
      </div>
      <Progress value={row.usage.percent} aria-labelledby={`${id}-label`} aria-describedby={`${id}-text`} className={barTone[row.usage.state]} />
    </div>
  );
}

type Props = Pick<UsageOverview, "quotas" | "quotasProblem" | "agents"> & { canChangeSubscription: boolean };

/** The subscription's quotas with what the organization uses of them, warning from 80 % and at 100 %, and the calls refused for a limit this month. */
export function QuotaBars({ quotas, quotasProblem, agents, canChangeSubscription }: Props) {
  if (!quotas) {
    return (
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Subscription quotas</h2>
          </CardTitle>
          <CardDescription>{quotasProblem ?? "The subscription's quotas are not reported."}</CardDescription>
        </CardHeader>
      </Card>
    );
  }
  const rows = prepareQuotas(quotas);
  const warnings = quotaWarnings(rows);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Subscription quotas</h2>
        </CardTitle>
        <CardDescription>
          {quotas.subscription.title} subscription. {usagePeriodText(quotas.periodStart)}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {warnings.length > 0 ? (
          <Alert variant={warnings.some((row) => row.usage.state !== "near") ? "destructive" : "warning"}>
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>
              {warnings.some((row) => row.usage.state !== "near") ? "A quota is used up" : "A quota is nearly used up"}
            </AlertTitle>
            <AlertDescription>
              <ul className="list-disc pl-4">
                {warnings.map((row) => (
                  <li key={row.key}>
                    {row.label}: {row.usage.text}.
                  </li>
                ))}
              </ul>
              <p>
                {warnings.some((row) => row.isMonthly) ? "Monthly amounts start again on the first of next month. " : ""}
                {canChangeSubscription ? (
                  <Link href="/admin" className="font-medium underline underline-offset-4">
                    Change the subscription in Admin
                  </Link>
                ) : (
                  "Ask a Switchboard administrator to change the subscription."
                )}
              </p>
            </AlertDescription>
          </Alert>
        ) : null}
        <div className="grid gap-5 md:grid-cols-2">
          {rows.map((row) => (
            <QuotaBar key={row.key} row={row} />
          ))}
        </div>
        <LimitRefusals refusals={quotas.refusals} agents={agents} />
      </CardContent>
    </Card>
  );
}
