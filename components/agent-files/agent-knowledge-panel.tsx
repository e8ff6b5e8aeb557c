"use client";

import { PanelSection } from "@/components/ui/panel-section";
import { UploadProgressList } from "@/components/ui/upload-progress-list";
import { isAgentFileUploadActive } from "@/lib/queries/agent-files/agent-file-uploads";
import { useAgentFileUploads } from "@/lib/queries/agent-files/use-agent-file-uploads";
import { useAgentFilesQuery } from "@/lib/queries/agent-files/use-agent-files-query";
import { useAgentQuery } from "@/lib/queries/agents/use-agent-query";

import { AgentFileDropzone } from "./agent-file-dropzone";
import { agentFileUploadStageLabels } from "./agent-file-labels";
import { AgentFilesSection } from "./agent-files-section";
import { FileNameClashDialog } from "./file-name-clash-dialog";
import { RetrievalTest } from "./retrieval-test";
import { useDroppedAgentFiles } from "./use-dropped-agent-files";

type Props = { organizationId: string; agentId: string };

/**
 * The Knowledge tab: upload files (asking what to do with one named like a file the agent has), follow
 * them into the vector store, and test what the agent would answer from.
 */
export function AgentKnowledgePanel({ organizationId, agentId }: Props) {
  const { uploads, upload, dismiss } = useAgentFileUploads(organizationId, agentId);
  const files = useAgentFilesQuery(organizationId, agentId);
  const dropped = useDroppedAgentFiles({ files: files.data ?? [], uploads, upload });
  const agent = useAgentQuery(organizationId, agentId);
  return (
    <div className="space-y-8">
      <PanelSection
        title="Knowledge"
        description="Files the agent answers from. Each is split into passages and indexed when added to the vector store; files only uploaded are not used."
      >
        <AgentFileDropzone onFiles={dropped.drop} />
        <FileNameClashDialog fileName={dropped.clash?.existing.fileName} waitingAfter={dropped.waitingAfter} onChoose={dropped.choose} />
        <UploadProgressList uploads={uploads} stageLabels={agentFileUploadStageLabels} isActive={isAgentFileUploadActive} onDismiss={dismiss} />
      </PanelSection>
      <AgentFilesSection organizationId={organizationId} agentId={agentId} />
      <RetrievalTest organizationId={organizationId} agentId={agentId} isFileSearchEnabled={agent.data?.isFileSearchEnabled} />
    </div>
  );
}
