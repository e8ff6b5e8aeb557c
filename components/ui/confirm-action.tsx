"use client";

import type { ReactNode } from "react";

import { AlertDialog, AlertDialogContent, AlertDialogTrigger } from "@/components/ui/alert-dialog";
import { Button, type ButtonProps } from "@/components/ui/button";
import { ConfirmDialogBody, type ConfirmDialogText } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";

type Props = ConfirmDialogText & {
  /** The trigger's content: its text (visible or not) names what it acts on. */
  trigger: ReactNode;
  triggerVariant?: ButtonProps["variant"];
  triggerSize?: ButtonProps["size"];
  isPending?: boolean;
  /** What the trigger's spinner says while the action runs; "{confirmLabel} in progress" unless given. */
  pendingLabel?: string;
  disabled?: boolean;
  /** The trigger's accessible name, when its content alone does not say what it acts on. */
  triggerLabel?: string;
  /** For a confirmation that can also be opened from elsewhere (a keyboard shortcut). */
  open?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  onConfirm: () => void;
};

/** An action behind a confirmation that names what it acts on and says what will happen. */
export function ConfirmAction({
  trigger,
  triggerVariant = "outline",
  triggerSize = "sm",
  title,
  description,
  confirmLabel,
  isPending = false,
  pendingLabel,
  disabled = false,
  triggerLabel,
  destructive = true,
  open,
  onOpenChange,
  onConfirm,
}: Props) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant={triggerVariant} size={triggerSize} disabled={isPending || disabled} aria-label={triggerLabel}>
          {isPending ? <Spinner label={pendingLabel ?? `${confirmLabel} in progress`} /> : null}
          {trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <ConfirmDialogBody title={title} description={description} confirmLabel={confirmLabel} destructive={destructive} onConfirm={onConfirm} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
