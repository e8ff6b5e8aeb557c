"use client";

import { CircleCheck } from "lucide-react";

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

type Props = { userName: string; isOpen: boolean; isPending: boolean; onOpenChange: (isOpen: boolean) => void; onConfirm: () => void };

/** Closing asks first (from its button or the `c` key): it ends the dialog for the user. */
export function CloseConversationDialog({ userName, isOpen, isPending, onOpenChange, onConfirm }: Props) {
  return (
    <AlertDialog open={isOpen} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={isPending}>
          {isPending ? <Spinner label="Closing the conversation" /> : <CircleCheck aria-hidden="true" />}
          Close
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Close {userName}&apos;s conversation?</AlertDialogTitle>
          <AlertDialogDescription>
            It moves to Closed and the dialog ends for {userName}; the agent&apos;s end-of-dialog webhooks fire. Their next message starts it again.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Close conversation
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
