"use client";

import { useCallback, useId, useState } from "react";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAddAgentFileToVectorStoreMutation } from "@/lib/queries/agent-files/use-add-agent-file-to-vector-store-mutation";
import { useAgentFilesQuery } from "@/lib/queries/agent-files/use-agent-files-query";
import { useDeleteAgentFileMutation } from "@/lib/queries/agent-files/use-delete-agent-file-mutation";
import { useDeleteAgentFilesMutation } from "@/lib/queries/agent-files/use-delete-agent-files-mutation";
import { useRemoveAgentFileFromVectorStoreMutation } from "@/lib/queries/agent-files/use-remove-agent-file-from-vector-store-mutation";
import type { AgentFileView } from "@/lib/schemas/console/agent-files";

import type { PendingFileAction } from "./agent-file-row-actions";
import { AgentFilesTable } from "./agent-files-table";
import { BulkDeleteAgentFiles } from "./bulk-delete-agent-files";

type Props = { organizationId: string; agentId: string };

/** The agent's files in their loading, error, empty and listed states, with what can be done to them. */
export function AgentFilesSection({ organizationId, agentId }: Props) {
  const files = useAgentFilesQuery(organizationId, agentId);
  const add = useAddAgentFileToVectorStoreMutation(organizationId, agentId);
  const remove = useRemoveAgentFileFromVectorStoreMutation(organizationId, agentId);
  const deleteOne = useDeleteAgentFileMutation(organizationId, agentId);
  const deleteMany = useDeleteAgentFilesMutation(organizationId, agentId);
  const [isBackground, setIsBackground] = useState(true);
  // The file asked about stays named while the confirmation closes.
  const [deleteAsked, setDeleteAsked] = useState<{ file: AgentFileView; isOpen: boolean }>();
  const switchId = useId();

  const adding = add.isPending ? add.variables?.file.id : undefined;
  const removing = remove.isPending ? remove.variables?.id : undefined;
  const deleting = deleteOne.isPending ? deleteOne.variables?.id : undefined;
  const deletingMany = deleteMany.isPending ? deleteMany.variables : undefined;
  const pendingOf = useCallback(
    (fileId: string): PendingFileAction | undefined => {
      if (adding === fileId) return "add";
      if (removing === fileId) return "remove";
      if (deleting === fileId || deletingMany?.includes(fileId)) return "delete";
      return undefined;
    },
    [adding, removing, deleting, deletingMany],
  );
  const { mutate: addFile } = add;
  const { mutate: removeFile } = remove;
  const { mutate: deleteFile } = deleteOne;
  const onAdd = useCallback((file: AgentFileView) => addFile({ file, mode: isBackground ? "background" : "now" }), [addFile, isBackground]);
  const onRemove = useCallback((file: AgentFileView) => removeFile(file), [removeFile]);
  const onAskToDelete = useCallback((file: AgentFileView) => setDeleteAsked({ file, isOpen: true }), []);

  return (
    <section className="space-y-4" aria-labelledby="agent-files-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="agent-files-title" className="text-lg font-semibold">
          Files
        </h2>
        {files.data?.length ? (
          <div className="flex items-center gap-2">
            <Switch id={switchId} checked={isBackground} onCheckedChange={setIsBackground} />
            <Label htmlFor={switchId} className="font-normal">
              Index in the background
            </Label>
          </div>
        ) : null}
      </div>
      <AgentFilesTable
        files={files.data}
        isPending={files.isPending}
        error={files.error}
        onRetry={() => void files.refetch()}
        pendingOf={pendingOf}
        onAdd={onAdd}
        onRemove={onRemove}
        onAskToDelete={onAskToDelete}
        bulkActions={(selected, clearSelection) => (
          <BulkDeleteAgentFiles
            files={selected}
            isPending={deleteMany.isPending}
            onConfirm={() =>
              deleteMany.mutate(
                selected.map((file) => file.id),
                { onSuccess: clearSelection },
              )
            }
          />
        )}
      />
      {deleteAsked ? (
        <ConfirmDialog
          open={deleteAsked.isOpen}
          onOpenChange={(isOpen) => setDeleteAsked({ ...deleteAsked, isOpen })}
          title={`Delete ${deleteAsked.file.fileName}?`}
          description="The file and its passages are deleted; the agent stops answering from it at once. This cannot be undone."
          confirmLabel={`Delete ${deleteAsked.file.fileName}`}
          onConfirm={() => deleteFile(deleteAsked.file)}
        />
      ) : null}
    </section>
  );
}
