"use client";

import { Trash2 } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";
import type { PackDocument } from "@/lib/schemas/console/packs";
import { countOf } from "@/lib/utils/plural";

type Props = {
  documents: PackDocument[];
  packName: string;
  /** The linked agents' names, joined: they stop answering from the documents. */
  agents: string;
  isPending: boolean;
  onConfirm: (documents: PackDocument[]) => void;
};

/** Removes the selected documents from the pack after one confirmation that names each. */
export function RemovePackDocumentsAction({ documents, packName, agents, isPending, onConfirm }: Props) {
  const count = countOf(documents.length, "document");
  return (
    <ConfirmAction
      trigger={
        <>
          <Trash2 aria-hidden="true" />
          Remove {count}
        </>
      }
      title={`Remove ${count}?`}
      confirmLabel={`Remove ${count}`}
      isPending={isPending}
      pendingLabel="Removing the selected documents"
      onConfirm={() => onConfirm(documents)}
      description={
        <>
          <p>{`These are deleted from ${packName}${agents ? `, and ${agents} stop answering from them at once` : ""}:`}</p>
          <ul className="list-disc pl-5">
            {documents.map((document) => (
              <li key={document.id}>{document.fileName}</li>
            ))}
          </ul>
        </>
      }
    />
  );
}
