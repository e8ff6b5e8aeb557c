"use client";

import { Trash2 } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";

type Props = { name: string; isPending: boolean; onConfirm: () => void };

/** Deletes a conversation user, after a confirmation that says their conversations go too. */
export function DeleteConversationUserAction({ name, isPending, onConfirm }: Props) {
  return (
    <ConfirmAction
      trigger={
        <>
          <Trash2 aria-hidden="true" />
          Delete
        </>
      }
      triggerLabel={`Delete ${name}`}
      title={`Delete ${name}?`}
      description={`${name} is deleted with all their conversations with this agent and their limits. This cannot be undone.`}
      confirmLabel={`Delete ${name}`}
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
