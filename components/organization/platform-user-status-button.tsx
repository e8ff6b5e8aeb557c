"use client";

import { UserCheck, UserX } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";

const copy = {
  disable: { button: "Disable", icon: UserX, description: "They can no longer work in the organization on the platform until someone enables them again." },
  enable: { button: "Enable", icon: UserCheck, description: "They can work in the organization again, with the role shown in the table." },
} as const;

type Props = { name: string; action: "disable" | "enable"; disabled?: boolean; onConfirm: () => void };

/** Disables or enables a platform user, after asking. */
export function PlatformUserStatusButton({ name, action, disabled, onConfirm }: Props) {
  const text = copy[action];
  const Icon = text.icon;
  return (
    <ConfirmAction
      trigger={
        <>
          <Icon aria-hidden="true" />
          {text.button}
        </>
      }
      triggerLabel={`${text.button} ${name}`}
      title={`${text.button} ${name}?`}
      description={text.description}
      confirmLabel={text.button}
      destructive={action === "disable"}
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
}
