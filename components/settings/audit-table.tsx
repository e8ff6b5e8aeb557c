import type { z } from "zod";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { auditEntryView } from "@/lib/schemas/console/audit";
import { formatTimestamp, machineTimestamp } from "@/lib/utils/format-timestamp";

import { auditOutcomes, roleLabel } from "./settings-labels";

type AuditEntry = z.infer<typeof auditEntryView>;

const missing = <span className="text-muted-foreground">—</span>;

export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <Table scrollLabel="Audit log entries">
      <TableHeader>
        <TableRow>
          <TableHead>Time</TableHead>
          <TableHead>Actor</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Target</TableHead>
          <TableHead>Outcome</TableHead>
          <TableHead>IP</TableHead>
          <TableHead>Request ID</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => {
          const outcome = auditOutcomes[entry.outcome];
          return (
            <TableRow key={entry.id}>
              <TableCell>
                <time dateTime={machineTimestamp(entry.createdAt)}>{formatTimestamp(entry.createdAt)}</time>
              </TableCell>
              <TableCell>{entry.actorEmail ?? missing}</TableCell>
              <TableCell>{roleLabel(entry.actorRole)}</TableCell>
              <TableCell>
                <code className="font-mono text-xs">{entry.action}</code>
              </TableCell>
              <TableCell className="max-w-xs whitespace-normal break-words">{entry.target ?? missing}</TableCell>
              <TableCell>
                <Badge variant={outcome.variant}>{outcome.label}</Badge>
              </TableCell>
              <TableCell className="font-mono text-xs">{entry.ip ?? missing}</TableCell>
              <TableCell className="font-mono text-xs">{entry.requestId ?? missing}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
