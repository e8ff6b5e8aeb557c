"use client";

import { RefreshCw, RotateCw, TriangleAlert } from "lucide-react";
import { useCallback, useState } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PanelSection } from "@/components/ui/panel-section";
import { agentKeyFingerprint } from "@/lib/console/keys/agent-key-fingerprint";
import { useAgentApiKeysQuery } from "@/lib/queries/agents/use-agent-api-keys-query";
import { useRevokeAgentApiKeyMutation } from "@/lib/queries/agents/use-revoke-agent-api-key-mutation";
import { useRotateAgentApiKeyMutation } from "@/lib/queries/agents/use-rotate-agent-api-key-mutation";
import { isNotFoundError } from "@/lib/queries/is-not-found";

import { currentRotation, hasConsoleKey, keyName, pendingKeyAction, type AgentApiKey } from "./agent-key-actions";
import { AgentKeysTable } from "./agent-keys-table";
import { ConsoleKeyMissing } from "./console-key-missing";
import { CreateAgentKeyDialog } from "./create-agent-key-dialog";
import { IntegrationKeyRevealDialog } from "./integration-key-reveal-dialog";
import { RevokeKeysAction } from "./revoke-keys-action";

type Props = { organizationId: string; agentId: string };

/** The Keys tab: the agent's keys in their loading, error, empty and listed states, and what the console uses. */
export function AgentKeysPanel({ organizationId, agentId }: Props) {
  const apiKeys = useAgentApiKeysQuery(organizationId, agentId);
  const rotate = useRotateAgentApiKeyMutation(organizationId, agentId);
  const revoke = useRevokeAgentApiKeyMutation(organizationId, agentId);
  const rotated = currentRotation(rotate.data, apiKeys.data);
  const { mutate: rotateKey } = rotate;
  const { mutate: revokeKey, mutateAsync: revokeKeyAsync } = revoke;
  const onRotate = useCallback((key: AgentApiKey) => rotateKey(key.id), [rotateKey]);
  const onRevoke = useCallback((key: AgentApiKey) => revokeKey(key.id), [revokeKey]);
  const [isRevokingSelected, setIsRevokingSelected] = useState(false);
  /** One revocation after another, each through the same request as a row's own; a refusal does not stop the rest. */
  const revokeSelected = async (keys: AgentApiKey[], clearSelection: () => void) => {
    setIsRevokingSelected(true);
    for (const key of keys) await revokeKeyAsync(key.id).catch(() => undefined);
    setIsRevokingSelected(false);
    clearSelection();
  };

  return (
    <PanelSection
      title="API keys"
      description="Keys that act as this agent: the console's own, kept in its vault and never shown, and keys for your own systems, whose secret is shown once when created or rotated."
      action={<CreateAgentKeyDialog organizationId={organizationId} agentId={agentId} />}
    >
      {rotated ? (
        <Alert role="status">
          <RefreshCw aria-hidden="true" />
          <AlertTitle>The console switched to the new secret of {rotated.name}</AlertTitle>
          <AlertDescription>It now uses {agentKeyFingerprint(rotated)}; the previous secret no longer works.</AlertDescription>
        </Alert>
      ) : null}
      {rotate.isError && rotate.variables ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>{`Rotating ${keyName(apiKeys.data, rotate.variables)} failed`}</AlertTitle>
          <AlertDescription>
            <p>{rotate.error.message} Rotating again is safe: the console keeps whichever new secret the API answers last.</p>
            <Button type="button" size="sm" variant="outline" className="mt-2" onClick={() => rotate.mutate(rotate.variables!)}>
              <RotateCw aria-hidden="true" />
              Try the rotation again
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {apiKeys.isSuccess && !hasConsoleKey(apiKeys.data) ? <ConsoleKeyMissing organizationId={organizationId} agentId={agentId} keyStatus="missing" /> : null}
      {apiKeys.isError && isNotFoundError(apiKeys.error) ? null : (
        <AgentKeysTable
          apiKeys={apiKeys.data}
          isPending={apiKeys.isPending}
          error={apiKeys.error}
          onRetry={() => apiKeys.refetch()}
          pending={pendingKeyAction(rotate, revoke)}
          onRotate={onRotate}
          onRevoke={onRevoke}
          bulkActions={(keys, clearSelection) => (
            <RevokeKeysAction keys={keys} isPending={isRevokingSelected} onConfirm={(selected) => void revokeSelected(selected, clearSelection)} />
          )}
        />
      )}
      <IntegrationKeyRevealDialog issued={rotate.data} event="rotated" onClose={() => rotate.reset()} />
    </PanelSection>
  );
}
