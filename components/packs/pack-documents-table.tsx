"use client";

import { Trash2 } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Timestamp } from "@/components/ui/timestamp";
import { useRemovePackDocumentMutation } from "@/lib/queries/packs/use-remove-pack-document-mutation";
import type { PackDetail, PackDocument } from "@/lib/schemas/console/packs";
import { formatBytes } from "@/lib/utils/format-bytes";
import { countOf } from "@/lib/utils/plural";

import { packDocumentKind, packDocumentStatusBadges } from "./pack-labels";

function DocumentStatus({ document }: { document: PackDocument }) {
  const { label, variant } = packDocumentStatusBadges[document.status];
  return (
    <div className="flex flex-col gap-1 whitespace-normal">
      <Badge variant={variant}>{label}</Badge>
      {document.error ? <span className="text-xs text-destructive">{document.error}</span> : null}
      {document.status === "ready" && typeof document.passageCount === "number" ? (
        <span className="text-xs text-muted-foreground">{countOf(document.passageCount, "passage")}</span>
      ) : null}
    </div>
  );
}

/** The pack's documents: name, kind, size and whether agents can answer from each; each can be removed. */
export function PackDocumentsTable({ organizationId, pack }: { organizationId: string; pack: PackDetail }) {
  const remove = useRemovePackDocumentMutation(organizationId, pack.id);
  const agents = pack.linkedAgents.map((agent) => agent.name).join(", ");
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>File</TableHead>
          <TableHead>Type</TableHead>
          <TableHead className="text-right">Size</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Added</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pack.documents.map((document) => (
          <TableRow key={document.id}>
            <TableCell className="font-medium whitespace-normal">{document.fileName}</TableCell>
            <TableCell>{packDocumentKind(document.contentType)}</TableCell>
            <TableCell className="text-right tabular-nums">{formatBytes(document.size)}</TableCell>
            <TableCell>
              <DocumentStatus document={document} />
            </TableCell>
            <TableCell>
              <Timestamp value={document.createdAt} empty="Unknown" />
            </TableCell>
            <TableCell className="text-right">
              <ConfirmAction
                trigger={
                  <>
                    <Trash2 aria-hidden="true" />
                    Remove<span className="sr-only"> {document.fileName}</span>
                  </>
                }
                title={`Remove ${document.fileName}?`}
                description={`It is deleted from ${pack.name}${agents ? `, and ${agents} stop answering from it at once` : ""}.`}
                confirmLabel={`Remove ${document.fileName}`}
                isPending={remove.isPending && remove.variables?.id === document.id}
                onConfirm={() => remove.mutate({ id: document.id, fileName: document.fileName })}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
