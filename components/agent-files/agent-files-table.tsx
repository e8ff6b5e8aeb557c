"use client";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Timestamp } from "@/components/ui/timestamp";
import type { AgentFileView } from "@/lib/schemas/console/agent-files";
import { formatBytes } from "@/lib/utils/format-bytes";
import { countOf } from "@/lib/utils/plural";

import { agentFileKind } from "./agent-file-labels";
import { AgentFileRowActions, type PendingFileAction } from "./agent-file-row-actions";
import { AgentFileStage } from "./agent-file-stage";
import { selectAllState } from "./file-selection";
import { SelectionCheckbox } from "./selection-checkbox";

type Props = {
  files: AgentFileView[];
  selectedIds: readonly string[];
  onSelect: (id: string, isChecked: boolean) => void;
  onSelectAll: (isChecked: boolean) => void;
  pendingOf: (fileId: string) => PendingFileAction | undefined;
  onAdd: (file: AgentFileView) => void;
  onRemove: (file: AgentFileView) => void;
  onDelete: (file: AgentFileView) => void;
};

/** The agent's knowledge files: kind, size, stage, passages and when uploaded; each can be selected and acted on. */
export function AgentFilesTable({ files, selectedIds, onSelect, onSelectAll, pendingOf, onAdd, onRemove, onDelete }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="w-10">
            <SelectionCheckbox label="Select all files" checked={selectAllState(selectedIds.length, files.length)} onChange={onSelectAll} />
          </TableHead>
          <TableHead>File</TableHead>
          <TableHead>Type</TableHead>
          <TableHead className="text-right">Size</TableHead>
          <TableHead>Stage</TableHead>
          <TableHead className="text-right">Passages</TableHead>
          <TableHead>Uploaded</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {files.map((file) => (
          <TableRow key={file.id} data-state={selectedIds.includes(file.id) ? "selected" : undefined}>
            <TableCell>
              <SelectionCheckbox
                label={`Select ${file.fileName}`}
                checked={selectedIds.includes(file.id)}
                onChange={(isChecked) => onSelect(file.id, isChecked)}
              />
            </TableCell>
            <TableCell className="font-medium whitespace-normal">{file.fileName}</TableCell>
            <TableCell>{agentFileKind(file)}</TableCell>
            <TableCell className="text-right tabular-nums">{file.size === null ? "—" : formatBytes(file.size)}</TableCell>
            <TableCell>
              <AgentFileStage file={file} />
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {file.chunkCount === null ? <span className="text-muted-foreground">—</span> : countOf(file.chunkCount, "passage")}
            </TableCell>
            <TableCell>
              <Timestamp value={file.createdAt} empty="Unknown" />
            </TableCell>
            <TableCell className="text-right">
              <AgentFileRowActions file={file} pending={pendingOf(file.id)} onAdd={onAdd} onRemove={onRemove} onDelete={onDelete} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
