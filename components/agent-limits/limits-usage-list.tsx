import { describeLimitUsage, limitMeasures } from "@/lib/console/limits/limit-usage";
import type { LimitsView, UsageView } from "@/lib/schemas/console/agent-limits";

import { LimitUsageBar } from "./limit-usage-bar";

/** The four monthly limits, each with this month's usage beside it. */
export function LimitsUsageList({ limits, usage }: { limits: LimitsView; usage: UsageView | null }) {
  return (
    <div className="grid gap-5 md:grid-cols-2">
      {limitMeasures.map((measure) => (
        <LimitUsageBar
          key={measure.limitField}
          label={measure.label}
          usage={describeLimitUsage(usage ? usage[measure.usageField] : null, limits[measure.limitField], measure.unit)}
        />
      ))}
    </div>
  );
}
