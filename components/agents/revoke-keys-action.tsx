"use client";

import { ConfirmAction } from "@/components/ui/confirm-action";
import { agentKeyFingerprint } from "@/lib/console/keys/agent-key-fingerprint";

import type { AgentApiKey } from "./agent-key-actions";

type Props = {
  keys: AgentApiKey[];
  isPending: boolean;
  onConfirm: (keys: AgentApiKey[]) => void;
};

/** Revokes the selected keys after one confirmation that names each, and warns when the console's own is among them. */
export function RevokeKeysAction({ keys, isPending, onConfirm }: Props) {
  const count = keys.length === 1 ? "1 key" : `${keys.length} keys`;
  const usedByConsole = keys.find((key) => key.isUsedByConsole);
  return (
    <ConfirmAction
      trigger={`Revoke ${count}`}
      title={`Revoke ${count}?`}
      confirmLabel={`Revoke ${count}`}
      isPending={isPending}
      pendingLabel="Revoking the selected keys"
      onConfirm={() => onConfirm(keys)}
      description={
        <>
          <p>These keys stop working at once, for good:</p>
          <ul className="list-disc pl-5">
            {keys.map((key) => (
              <li key={key.id}>
                {key.name} ({agentKeyFingerprint(key)})
              </li>
            ))}
          </ul>
          {usedByConsole ? (
            <p className="font-medium text-destructive">The console uses {usedByConsole.name}: it cannot act as this agent until you give it a new key.</p>
          ) : null}
        </>
      }
    />
  );
}
