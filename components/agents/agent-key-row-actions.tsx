"use client";

import { ConfirmAction } from "@/components/ui/confirm-action";
import { agentKeyFingerprint } from "@/lib/console/keys/agent-key-fingerprint";

import { agentKeyActions, type AgentApiKey } from "./agent-key-actions";

type Props = {
  apiKey: AgentApiKey;
  pending: "rotate" | "revoke" | undefined;
  onRotate: (key: AgentApiKey) => void;
  onRevoke: (key: AgentApiKey) => void;
};

/** Rotate and revoke, as far as the key's status allows, each confirmed first. */
export function AgentKeyRowActions({ apiKey, pending, onRotate, onRevoke }: Props) {
  const { canRotate, canRevoke } = agentKeyActions(apiKey);
  const fingerprint = agentKeyFingerprint(apiKey);
  if (!canRotate && !canRevoke) return <span className="text-muted-foreground">None</span>;
  return (
    <div className="flex justify-end gap-2">
      {canRotate ? (
        <ConfirmAction
          trigger={<KeyActionName action="Rotate" keyName={apiKey.name} />}
          triggerVariant="secondary"
          title={`Rotate ${apiKey.name}?`}
          confirmLabel={`Rotate ${apiKey.name}`}
          destructive={false}
          isPending={pending === "rotate"}
          pendingLabel="Rotate in progress"
          onConfirm={() => onRotate(apiKey)}
          description={
            <>
              <p>
                The secret of {apiKey.name} ({fingerprint}) stops working at once.
              </p>
              {apiKey.isUsedByConsole ? (
                <p>This is the console&apos;s own key: the console keeps the new secret in its vault and switches to it in the same step. It is never shown.</p>
              ) : (
                <p>The new secret is shown once, for you to give to the system that uses this key.</p>
              )}
            </>
          }
        />
      ) : null}
      {canRevoke ? (
        <ConfirmAction
          trigger={<KeyActionName action="Revoke" keyName={apiKey.name} />}
          title={`Revoke ${apiKey.name}?`}
          confirmLabel={`Revoke ${apiKey.name}`}
          isPending={pending === "revoke"}
          pendingLabel="Revoke in progress"
          onConfirm={() => onRevoke(apiKey)}
          description={
            <>
              <p>
                {apiKey.name} ({fingerprint}) stops working at once, for good.
              </p>
              {apiKey.isUsedByConsole ? (
                <p className="font-medium text-destructive">The console uses this key: it cannot act as this agent until you give it a new key.</p>
              ) : null}
            </>
          }
        />
      ) : null}
    </div>
  );
}

/** The verb shows on the row; the key's name completes the button's accessible name. */
function KeyActionName({ action, keyName }: { action: string; keyName: string }) {
  return (
    <>
      {action}
      <span className="sr-only"> {keyName}</span>
    </>
  );
}
