"use client";

import { Trash2 } from "lucide-react";

import { ConfirmAction } from "@/components/ui/confirm-action";
import type { AgentFileView } from "@/lib/schemas/console/agent-files";
import { countOf } from "@/lib/utils/plural";

type Props = { files: Pick<AgentFileView, "id" | "fileName">[]; isPending: boolean; onConfirm: () => void };

const namesOf = (files: Props["files"]) => {
  const names = files.slice(0, 5).map((file) => file.fileName);
  return files.length > 5 ? `${names.join(", ")} and ${files.length - 5} more` : names.join(", ");
};

/** Deletes the selected files, after a confirmation that names them. */
export function BulkDeleteAgentFiles({ files, isPending, onConfirm }: Props) {
  const count = countOf(files.length, "file");
  return (
    <ConfirmAction
      trigger={
        <>
          <Trash2 aria-hidden="true" />
          Delete selected ({files.length})
        </>
      }
      triggerLabel={`Delete ${count}`}
      title={`Delete ${count}?`}
      description={`${namesOf(files)} and their passages are deleted; the agent stops answering from them at once. This cannot be undone.`}
      confirmLabel={`Delete ${count}`}
      isPending={isPending}
      onConfirm={onConfirm}
    />
  );
}
