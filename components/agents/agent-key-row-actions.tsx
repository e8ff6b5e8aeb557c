"use client";

import { agentKeyFingerprint } from "@/lib/console/agent-key-fingerprint";

import { agentKeyActions, type AgentApiKey } from "./agent-key-actions";
import { ConfirmKeyAction } from "./confirm-key-action";

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
        <ConfirmKeyAction
          action="Rotate"
          keyName={apiKey.name}
          title={`Rotate ${apiKey.name}?`}
          isPending={pending === "rotate"}
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
        <ConfirmKeyAction
          action="Revoke"
          keyName={apiKey.name}
          title={`Revoke ${apiKey.name}?`}
          isDestructive
          isPending={pending === "revoke"}
          onConfirm={() => onRevoke(apiKey)}
          description={
            <>
              <p>
                {apiKey.name} ({fingerprint}) stops working at once, for good.
              </p>
              {apiKey.isUsedByConsole ? (
                <p className="font-medium text-destructive">
                  The console uses this key: it cannot act as this agent until you give it a new key.
                </p>
              ) : null}
            </>
          }
        />
      ) : null}
    </div>
  );
}
