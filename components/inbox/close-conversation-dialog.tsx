"use client";

import { CircleCheck } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";

type Props = { userName: string; isOpen: boolean; isPending: boolean; onOpenChange: (isOpen: boolean) => void; onConfirm: () => void };

/** Closing asks first (from its button or the `c` key): it ends the dialog for the user. */
export function CloseConversationDialog({ userName, isOpen, isPending, onOpenChange, onConfirm }: Props) {
  return (
    <ConfirmAction
      open={isOpen}
      onOpenChange={onOpenChange}
      trigger={
        <>
          {isPending ? null : <CircleCheck aria-hidden="true" />}
          Close
        </>
      }
      isPending={isPending}
      pendingLabel="Closing the conversation"
      title={`Close ${userName}'s conversation?`}
      description={`It moves to Closed and the dialog ends for ${userName}; the agent's end-of-dialog webhooks fire. Their next message starts it again.`}
      confirmLabel="Close conversation"
      onConfirm={onConfirm}
    />
  );
}
