"use client";

import { UserCheck, UserX } from "lucide-react";

import { ConfirmAction } from "./confirm-action";

type Props = {
  name: string;
  action: "disable" | "enable";
  /** What disabling and enabling mean where the button is used, said in the confirmation. */
  consequences: { disable: string; enable: string };
  disabled?: boolean;
  onConfirm: () => void;
};

const labels = { disable: { button: "Disable", icon: UserX }, enable: { button: "Enable", icon: UserCheck } } as const;

/** Disables or enables someone, after a confirmation that names them and says what follows. */
export function StatusToggleButton({ name, action, consequences, disabled, onConfirm }: Props) {
  const { button, icon: Icon } = labels[action];
  return (
    <ConfirmAction
      trigger={
        <>
          <Icon aria-hidden="true" />
          {button}
        </>
      }
      triggerLabel={`${button} ${name}`}
      title={`${button} ${name}?`}
      description={consequences[action]}
      confirmLabel={button}
      destructive={action === "disable"}
      disabled={disabled}
      onConfirm={onConfirm}
    />
  );
}
