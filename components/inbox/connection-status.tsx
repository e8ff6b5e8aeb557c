"use client";

import { streamStatusLabel, type StreamStatus } from "@/lib/console/inbox/stream-status";
import { cn } from "@/lib/utils/cn";

/** Whether the inbox is live: a dot and a word, announced politely when it changes. */
export function ConnectionStatus({ status, isPolling }: { status: StreamStatus; isPolling: boolean }) {
  const isLive = status.state === "live";
  return (
    <p role="status" aria-live="polite" className="inline-flex items-center gap-2 rounded-md border px-2.5 py-1 text-xs font-medium">
      <span aria-hidden="true" className={cn("size-2 rounded-full", isLive ? "bg-success" : "animate-pulse bg-warning")} />
      {streamStatusLabel(status, isPolling)}
    </p>
  );
}
