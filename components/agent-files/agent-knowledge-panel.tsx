"use client";

import { useAgentQuery } from "@/lib/queries/agents/use-agent-query";
import { useAgentFileUploads } from "@/lib/queries/agent-files/use-agent-file-uploads";

import { AgentFileDropzone } from "./agent-file-dropzone";
import { AgentFileUploadList } from "./agent-file-upload-list";
import { AgentFilesSection } from "./agent-files-section";
import { RetrievalTest } from "./retrieval-test";

type Props = { organizationId: string; agentId: string };

/** The Knowledge tab: upload files, follow them into the vector store, and test what the agent would answer from. */
export function AgentKnowledgePanel({ organizationId, agentId }: Props) {
  const { uploads, upload, dismiss } = useAgentFileUploads(organizationId, agentId);
  const agent = useAgentQuery(organizationId, agentId);
  return (
    <div className="space-y-8">
      <section className="space-y-4" aria-labelledby="agent-knowledge-title">
        <div className="space-y-1">
          <h2 id="agent-knowledge-title" className="text-lg font-semibold">
            Knowledge
          </h2>
          <p className="text-sm text-muted-foreground">
            Files the agent answers from. Each is split into passages and indexed when added to the vector store; files only uploaded are not used.
          </p>
        </div>
        <AgentFileDropzone onFiles={(files, autoAdd) => void upload(files, autoAdd)} />
        <AgentFileUploadList uploads={uploads} onDismiss={dismiss} />
      </section>
      <AgentFilesSection organizationId={organizationId} agentId={agentId} />
      <RetrievalTest organizationId={organizationId} agentId={agentId} isFileSearchEnabled={agent.data?.isFileSearchEnabled} />
    </div>
  );
}
