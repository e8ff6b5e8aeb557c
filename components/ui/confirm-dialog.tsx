"use client";

import { useRef, type ReactNode } from "react";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

export type ConfirmDialogText = {
  title: string;
  /** What will happen: a sentence, or paragraphs of its own. */
  description: ReactNode;
  confirmLabel: string;
  /** Destructive actions get the destructive confirm button (default). */
  destructive?: boolean;
};

/** The body of a confirmation: what it acts on, what will happen, and the choice to go on or not. */
export function ConfirmDialogBody({ title, description, confirmLabel, destructive = true, onConfirm }: ConfirmDialogText & { onConfirm: () => void }) {
  return (
    <>
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
    </>
  );
}

type Props = ConfirmDialogText & {
  open: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
};

/**
 * A confirmation opened from elsewhere: one dialog a whole list shares, where a dialog per row would weigh on
 * every row drawn. When it closes, focus goes back to the control that was focused when it opened.
 */
export function ConfirmDialog({ open, onOpenChange, onConfirm, ...text }: Props) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent
        onOpenAutoFocus={() => {
          // Called before focus moves into the dialog: what is focused now is what opened it.
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          const element = opener.current;
          opener.current = null;
          if (!element?.isConnected) return;
          event.preventDefault();
          element.focus();
        }}
      >
        <ConfirmDialogBody {...text} onConfirm={onConfirm} />
      </AlertDialogContent>
    </AlertDialog>
  );
}
