"use client";

import { useId } from "react";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type Props = { isIncluded: boolean; onChange: (isIncluded: boolean) => void };

/** Whether the figures count the agent playground's test chats, which are left out unless asked for. */
export function PlaygroundToggle({ isIncluded, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={isIncluded} onCheckedChange={onChange} aria-describedby={`${id}-hint`} className="mt-0.5" />
      <div className="grid gap-1">
        <Label htmlFor={id}>Include playground tests</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {isIncluded
            ? "Chats from the agent playground count here like customers' conversations."
            : "Chats from the agent playground are left out, as they are not customers'. Quotas and limits count all use."}
        </p>
      </div>
    </div>
  );
}
