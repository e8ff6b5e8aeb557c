import { ShieldCheck } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Timestamp } from "@/components/ui/timestamp";
import { agentKeyFingerprint } from "@/lib/console/keys/agent-key-fingerprint";

import type { AgentApiKey, PendingKeyAction } from "./agent-key-actions";
import { AgentKeyRowActions } from "./agent-key-row-actions";
import { ApiKeyStatusBadge } from "./api-key-status-badge";

type Props = {
  apiKeys: AgentApiKey[];
  pending: PendingKeyAction | undefined;
  onRotate: (key: AgentApiKey) => void;
  onRevoke: (key: AgentApiKey) => void;
};

/** The agent's API keys by fingerprint, the console's own marked. */
export function AgentKeysTable({ apiKeys, pending, onRotate, onRevoke }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Fingerprint</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Last used</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {apiKeys.map((key) => (
          <TableRow key={key.id}>
            <TableCell>
              <div className="flex flex-col items-start gap-1 whitespace-normal">
                <span className="font-medium">{key.name}</span>
                {key.isUsedByConsole ? (
                  <Badge variant="default">
                    <ShieldCheck aria-hidden="true" />
                    Used by the console
                  </Badge>
                ) : null}
              </div>
            </TableCell>
            <TableCell>
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{agentKeyFingerprint(key)}</code>
            </TableCell>
            <TableCell>
              <ApiKeyStatusBadge status={key.status} />
            </TableCell>
            <TableCell>
              <Timestamp value={key.createdAt} empty="Unknown" />
            </TableCell>
            <TableCell>
              <Timestamp value={key.lastUsedAt} empty="Never" />
            </TableCell>
            <TableCell>
              <Timestamp value={key.expiresAt} empty="Never" />
            </TableCell>
            <TableCell className="text-right">
              <AgentKeyRowActions apiKey={key} pending={pending?.keyId === key.id ? pending.action : undefined} onRotate={onRotate} onRevoke={onRevoke} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
