"use client";

import { useId, type ReactNode } from "react";

import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";

type Props = { label: string; description?: ReactNode; isChecked: boolean; onChange: (isChecked: boolean) => void };

/** An on/off setting: a labelled switch with what it means. */
export function SettingSwitch({ label, description, isChecked, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {description ? (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      <Switch id={id} checked={isChecked} onCheckedChange={onChange} aria-describedby={description ? `${id}-description` : undefined} />
    </div>
  );
}
