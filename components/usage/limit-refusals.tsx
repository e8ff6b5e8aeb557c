import Link from "next/link";

import { Timestamp } from "@/components/ui/timestamp";
import { limitRefusalRows } from "@/lib/console/limits/limit-reached";
import type { SubscriptionUsage } from "@/lib/schemas/console/usage";

type Props = { refusals: SubscriptionUsage["refusals"]; agents: readonly { agentId: string; name: string }[] };

/** The calls refused this month because a limit was used up, per limit, with where each is changed. */
export function LimitRefusals({ refusals, agents }: Props) {
  const rows = limitRefusalRows(refusals, agents);
  return (
    <section aria-labelledby="limit-refusals-title" className="space-y-2">
      <h3 id="limit-refusals-title" className="text-sm font-medium">
        Refused this month
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No call was refused for a limit this month.</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm">
          {rows.map((row) => (
            <li key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
              <span>
                <span className="font-medium">{row.limit}</span>
                {row.agentName ? <span className="text-muted-foreground"> · {row.agentName}</span> : null}
              </span>
              <span className="flex flex-wrap items-baseline gap-x-3 text-muted-foreground">
                <span className="font-medium text-destructive tabular-nums">{row.count}</span>
                <span>
                  last <Timestamp value={row.lastRefusedAt} empty="at an unknown time" />
                </span>
                <Link href={row.href} className="font-medium text-foreground underline underline-offset-4">
                  {row.hrefLabel}
                </Link>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
