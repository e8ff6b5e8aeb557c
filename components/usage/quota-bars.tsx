import { AlertTriangle } from "lucide-react";
import Link from "next/link";

import { LimitUsageBar } from "@/components/agent-limits/limit-usage-bar";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { usagePeriodText } from "@/lib/console/limits/limit-usage";
import { prepareQuotas, quotaWarnings } from "@/lib/console/usage/prepare-quotas";
import type { UsageOverview } from "@/lib/schemas/console/usage";

import { LimitRefusals } from "./limit-refusals";

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
            <AlertTitle>{warnings.some((row) => row.usage.state !== "near") ? "A quota is used up" : "A quota is nearly used up"}</AlertTitle>
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
            <LimitUsageBar
              key={row.key}
              usage={row.usage}
              label={
                <>
                  {row.label}
                  {row.isMonthly ? <span className="font-normal text-muted-foreground"> this month</span> : null}
                </>
              }
            />
          ))}
        </div>
        <LimitRefusals refusals={quotas.refusals} agents={agents} />
      </CardContent>
    </Card>
  );
}
