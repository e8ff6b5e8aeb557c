import Link from "next/link";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Timestamp } from "@/components/ui/timestamp";
import { packHref } from "@/lib/queries/packs/pack-hrefs";
import type { PackSummary } from "@/lib/schemas/console/packs";

import { PackStatusBadge } from "./pack-status-badge";

function LinkedAgents({ agents }: { agents: PackSummary["linkedAgents"] }) {
  if (agents.length === 0) return <span className="text-muted-foreground">Not linked</span>;
  return <span className="whitespace-normal">{agents.map((agent) => agent.name).join(", ")}</span>;
}

/** The organization's packs, each linking to its page. */
export function PacksTable({ packs }: { packs: PackSummary[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Pack</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Documents</TableHead>
          <TableHead>Used by</TableHead>
          <TableHead>Updated</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {packs.map((pack) => (
          <TableRow key={pack.id}>
            <TableCell>
              <div className="flex flex-col gap-0.5 whitespace-normal">
                <Link href={packHref(pack.id)} className="font-medium underline-offset-4 hover:underline focus-visible:underline">
                  {pack.name}
                </Link>
                {pack.description ? <span className="line-clamp-1 text-xs text-muted-foreground">{pack.description}</span> : null}
              </div>
            </TableCell>
            <TableCell>
              <PackStatusBadge status={pack.status} />
            </TableCell>
            <TableCell className="text-right tabular-nums">{pack.documentCount}</TableCell>
            <TableCell>
              <LinkedAgents agents={pack.linkedAgents} />
            </TableCell>
            <TableCell>
              <Timestamp value={pack.updatedAt} empty="Unknown" />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
