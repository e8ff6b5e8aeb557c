"use client";

import { Trash2 } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";

type Props = { ownerName: string; isPending: boolean; onConfirm: () => void };

/** Removes an owner's own limits, after a confirmation that says the organization's defaults apply again. */
export function RemoveLimitsAction({ ownerName, isPending, onConfirm }: Props) {
  return (
    <ConfirmAction
      trigger={
        <>
          <Trash2 aria-hidden="true" />
          Remove limits
        </>
      }
      triggerLabel={`Remove limits of ${ownerName}`}
      title={`Remove the limits of ${ownerName}?`}
      description={`The monthly limits set for ${ownerName} are removed and the organization's defaults apply again. Usage so far still counts.`}
      confirmLabel="Remove limits"
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
