"use client";

import type { ReactNode } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type Props = {
  /** The trigger's content: its text (visible or not) names what it acts on. */
  trigger: ReactNode;
  triggerVariant?: ButtonProps["variant"];
  triggerSize?: ButtonProps["size"];
  title: string;
  /** What will happen: a sentence, or paragraphs of its own. */
  description: ReactNode;
  confirmLabel: string;
  isPending?: boolean;
  /** What the trigger's spinner says while the action runs; "{confirmLabel} in progress" unless given. */
  pendingLabel?: string;
  disabled?: boolean;
  /** The trigger's accessible name, when its content alone does not say what it acts on. */
  triggerLabel?: string;
  /** Destructive actions get the destructive confirm button (default). */
  destructive?: boolean;
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
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="space-y-2">{description}</div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant={destructive ? "destructive" : "default"} onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
