"use client";

import { Unplug } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";
import { useDisconnectKeyMutation } from "@/lib/queries/console-settings/use-disconnect-key-mutation";

/** Disconnects a key after asking; the key itself keeps working upstream until it is revoked there. */
export function DisconnectKeyButton({ keyInfo }: { keyInfo: { id: string; label: string; fingerprint: string } }) {
  const disconnect = useDisconnectKeyMutation();
  return (
    <ConfirmAction
      trigger={
        <>
          <Unplug aria-hidden="true" />
          Disconnect
        </>
      }
      triggerLabel={`Disconnect ${keyInfo.label}`}
      disabled={disconnect.isPending}
      title={`Disconnect ${keyInfo.label}?`}
      description={`The console forgets the key ${keyInfo.fingerprint} and stops acting with it. The key still works with the AI Agent API until it is revoked there.`}
      confirmLabel="Disconnect"
      onConfirm={() => disconnect.mutate({ id: keyInfo.id, label: keyInfo.label })}
    />
  );
}
