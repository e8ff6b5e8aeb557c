"use client";

import { FileText } from "lucide-react";
import { useId, useState } from "react";

import { EmptyState } from "@/components/ui/empty-state";
import { Label } from "@/components/ui/label";
import { QueryStates } from "@/components/ui/query-states";
import { Switch } from "@/components/ui/switch";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useAddAgentFileToVectorStoreMutation } from "@/lib/queries/agent-files/use-add-agent-file-to-vector-store-mutation";
import { useAgentFilesQuery } from "@/lib/queries/agent-files/use-agent-files-query";
import { useDeleteAgentFileMutation } from "@/lib/queries/agent-files/use-delete-agent-file-mutation";
import { useDeleteAgentFilesMutation } from "@/lib/queries/agent-files/use-delete-agent-files-mutation";
import { useRemoveAgentFileFromVectorStoreMutation } from "@/lib/queries/agent-files/use-remove-agent-file-from-vector-store-mutation";

import type { PendingFileAction } from "./agent-file-row-actions";
import { AgentFilesTable } from "./agent-files-table";
import { BulkDeleteAgentFiles } from "./bulk-delete-agent-files";
import { selectedAmong, toggleSelected } from "./file-selection";

type Props = { organizationId: string; agentId: string };

/** The agent's files in their loading, error, empty and listed states, with what can be done to them. */
export function AgentFilesSection({ organizationId, agentId }: Props) {
  const files = useAgentFilesQuery(organizationId, agentId);
  const add = useAddAgentFileToVectorStoreMutation(organizationId, agentId);
  const remove = useRemoveAgentFileFromVectorStoreMutation(organizationId, agentId);
  const deleteOne = useDeleteAgentFileMutation(organizationId, agentId);
  const deleteMany = useDeleteAgentFilesMutation(organizationId, agentId);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isBackground, setIsBackground] = useState(true);
  const switchId = useId();

  const list = files.data ?? [];
  const selectedIds = selectedAmong(selected, list);
  const pendingOf = (fileId: string): PendingFileAction | undefined => {
    if (add.isPending && add.variables?.file.id === fileId) return "add";
    if (remove.isPending && remove.variables?.id === fileId) return "remove";
    if (deleteOne.isPending && deleteOne.variables?.id === fileId) return "delete";
    if (deleteMany.isPending && deleteMany.variables?.includes(fileId)) return "delete";
    return undefined;
  };

  return (
    <section className="space-y-4" aria-labelledby="agent-files-title">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id="agent-files-title" className="text-lg font-semibold">
          Files
        </h2>
        {list.length > 0 ? (
          <div className="flex flex-wrap items-center gap-4">
            <div className="flex items-center gap-2">
              <Switch id={switchId} checked={isBackground} onCheckedChange={setIsBackground} />
              <Label htmlFor={switchId} className="font-normal">
                Index in the background
              </Label>
            </div>
            <BulkDeleteAgentFiles
              files={list.filter((file) => selectedIds.includes(file.id))}
              isPending={deleteMany.isPending}
              onConfirm={() => deleteMany.mutate(selectedIds, { onSuccess: () => setSelected(new Set()) })}
            />
          </div>
        ) : null}
      </div>
      <QueryStates
        query={files}
        loading={<TableSkeleton label="Loading files" />}
        errorTitle="The files could not be loaded"
        empty={
          <EmptyState
            icon={FileText}
            title="No files yet — upload one above"
            description="Drop PDF, Markdown or text files above. Once they are in the vector store, the agent answers from them."
          />
        }
      >
        {(loaded) => (
          <AgentFilesTable
            files={loaded}
            selectedIds={selectedIds}
            onSelect={(id, isChecked) => setSelected((current) => toggleSelected(current, id, isChecked))}
            onSelectAll={(isChecked) => setSelected(new Set(isChecked ? loaded.map((file) => file.id) : []))}
            pendingOf={pendingOf}
            onAdd={(file) => add.mutate({ file, mode: isBackground ? "background" : "now" })}
            onRemove={(file) => remove.mutate(file)}
            onDelete={(file) => deleteOne.mutate(file)}
          />
        )}
      </QueryStates>
    </section>
  );
}
