import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { OrganizationOption } from "@/lib/queries/console-settings/use-organizations-query";
import type { VaultKeyView } from "@/lib/schemas/console/keys";
import { formatTimestamp, machineTimestamp } from "@/lib/utils/format-timestamp";

import { DisconnectKeyButton } from "./disconnect-key-button";
import { KeyStatus } from "./key-status";
import { keyOrganizationLabel } from "./organization-labels";
import { keyScopeLabels, regionLabels } from "./settings-labels";

export function KeysTable({ keys, organizations }: { keys: VaultKeyView[]; organizations: OrganizationOption[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Scope</TableHead>
          <TableHead>Region</TableHead>
          <TableHead>Organization</TableHead>
          <TableHead>Label</TableHead>
          <TableHead>Fingerprint</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Last checked</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key.id}>
            <TableCell>{keyScopeLabels[key.scope]}</TableCell>
            <TableCell>{regionLabels[key.region]}</TableCell>
            <TableCell>{keyOrganizationLabel(key.organizationId, organizations)}</TableCell>
            <TableCell className="whitespace-normal">{key.label}</TableCell>
            <TableCell>
              <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{key.fingerprint}</code>
            </TableCell>
            <TableCell>
              <KeyStatus status={key.status} lastError={key.lastError} />
            </TableCell>
            <TableCell>
              {key.lastCheckedAt ? (
                <time dateTime={machineTimestamp(key.lastCheckedAt)}>{formatTimestamp(key.lastCheckedAt)}</time>
              ) : (
                <span className="text-muted-foreground">Not checked yet</span>
              )}
            </TableCell>
            <TableCell>
              <DisconnectKeyButton keyInfo={key} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
