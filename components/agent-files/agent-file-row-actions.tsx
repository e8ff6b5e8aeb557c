"use client";

import { DatabaseZap, RotateCw, Trash2, Unplug } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { AgentFileView } from "@/lib/schemas/console/agent-files";

export type PendingFileAction = "add" | "remove" | "delete";

type Props = {
  file: AgentFileView;
  pending: PendingFileAction | undefined;
  onAdd: (file: AgentFileView) => void;
  onRemove: (file: AgentFileView) => void;
  /** Asks whether to delete the file: the list holds one confirmation for all its rows. */
  onAskToDelete: (file: AgentFileView) => void;
};

/**
 * What can be done with one file in its stage: add it to the vector store (or retry), take it out, delete it.
 * Plain buttons only: a long list draws this in every row it scrolls into view.
 */
export function AgentFileRowActions({ file, pending, onAdd, onRemove, onAskToDelete }: Props) {
  const isBusy = pending !== undefined || file.stage === "indexing";
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {file.stage === "uploaded" ? (
        <Button type="button" size="sm" variant="outline" disabled={isBusy} onClick={() => onAdd(file)}>
          {pending === "add" ? <Spinner label={`Adding ${file.fileName}`} /> : <DatabaseZap aria-hidden="true" />}
          Add to vector store<span className="sr-only"> {file.fileName}</span>
        </Button>
      ) : null}
      {file.stage === "failed" ? (
        <Button type="button" size="sm" variant="outline" disabled={isBusy} onClick={() => onAdd(file)}>
          {pending === "add" ? <Spinner label={`Retrying ${file.fileName}`} /> : <RotateCw aria-hidden="true" />}
          Retry<span className="sr-only"> {file.fileName}</span>
        </Button>
      ) : null}
      {file.stage === "indexed" ? (
        <Button type="button" size="sm" variant="outline" disabled={isBusy} onClick={() => onRemove(file)}>
          {pending === "remove" ? <Spinner label={`Removing ${file.fileName} from the vector store`} /> : <Unplug aria-hidden="true" />}
          Remove from vector store<span className="sr-only"> {file.fileName}</span>
        </Button>
      ) : null}
      <Button type="button" size="sm" variant="outline" disabled={pending !== undefined} onClick={() => onAskToDelete(file)}>
        {pending === "delete" ? <Spinner label={`Deleting ${file.fileName}`} /> : <Trash2 aria-hidden="true" />}
        Delete<span className="sr-only"> {file.fileName}</span>
      </Button>
    </div>
  );
}
