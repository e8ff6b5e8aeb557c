"use client";

import { CloudOff } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useUpstreamHealthQuery } from "@/lib/queries/upstream/use-upstream-health-query";

/** A banner while the AI Agent API is not answering: pages keep what they had, and the console retries by itself. */
export function UpstreamBanner() {
  const { data } = useUpstreamHealthQuery();
  const down = data?.regions.filter((region) => !region.isAvailable) ?? [];
  if (down.length === 0) return null;
  const where = down.map((region) => region.region.toUpperCase()).join(" and ");
  const seconds = Math.max(...down.map((region) => region.retryInSeconds ?? 0));
  return (
    <Alert variant="warning" className="mb-4" aria-live="polite">
      <CloudOff aria-hidden />
      <AlertTitle>The AI Agent API ({where}) is not answering</AlertTitle>
      <AlertDescription>
        Pages show what they last loaded; changes will fail until it is back. The console tries again by itself{seconds > 0 ? ` in ${seconds} s` : ""}.
      </AlertDescription>
    </Alert>
  );
}
