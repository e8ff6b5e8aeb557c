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
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

type Props = {
  /** The verb on the row's button and the dialog's confirm button, e.g. "Rotate". */
  action: string;
  keyName: string;
  title: string;
  description: ReactNode;
  isDestructive?: boolean;
  isPending: boolean;
  onConfirm: () => void;
};

/** A key's action behind a confirmation that names the key and says what will happen. */
export function ConfirmKeyAction({ action, keyName, title, description, isDestructive = false, isPending, onConfirm }: Props) {
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" size="sm" variant={isDestructive ? "outline" : "secondary"} disabled={isPending}>
          {isPending ? <Spinner label={`${action} in progress`} /> : null}
          {action}
          <span className="sr-only"> {keyName}</span>
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
          <AlertDialogAction variant={isDestructive ? "destructive" : "default"} onClick={onConfirm}>
            {action} {keyName}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
