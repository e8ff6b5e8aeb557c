"use client";

import { useId } from "react";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import type { ReplyMode } from "@/lib/queries/playground/reply-mode";

/** Sync: each answer comes back in the same request. Async: the message is stored, and its answer polled for. */
export function ReplyModeSwitch({ mode, onChange }: { mode: ReplyMode; onChange: (mode: ReplyMode) => void }) {
  const id = useId();
  return (
    <div className="flex shrink-0 items-start gap-2 sm:w-64">
      <Switch id={id} checked={mode === "async"} onCheckedChange={(isAsync) => onChange(isAsync ? "async" : "sync")} aria-describedby={`${id}-hint`} />
      <div className="grid gap-1">
        <Label htmlFor={id}>Async replies</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {mode === "async" ? "Send, then poll for the answer." : "Wait for the answer in the same request."}
        </p>
      </div>
    </div>
  );
}
