import type { z } from "zod";

import type { agentFileResponse, knowledgePassageResponse } from "@/lib/schemas/agent-api/agent-files";
import type { AgentFileStage, AgentFileView, RetrievalPassage } from "@/lib/schemas/console/agent-files";

type UpstreamAgentFile = z.output<typeof agentFileResponse>;

const unexplainedFailure = "The vector store reported an error for this file.";

/**
 * The file's stage from what the API says. `vectorStoreUploadStatus` decides when present; a deployment
 * that sends only `isUploadedToVectorStore` means indexed by true and a vector store error by null.
 */
export function agentFileStage(file: Pick<UpstreamAgentFile, "vectorStoreUploadStatus" | "isUploadedToVectorStore">): AgentFileStage {
  if (file.vectorStoreUploadStatus === "processing") return "indexing";
  if (file.vectorStoreUploadStatus === "done") return "indexed";
  if (file.vectorStoreUploadStatus === "failed") return "failed";
  if (file.isUploadedToVectorStore === true) return "indexed";
  if (file.isUploadedToVectorStore === null) return "failed";
  return "uploaded";
}

/** A file of the API as the browser sees it. */
export function toAgentFileView(file: UpstreamAgentFile): AgentFileView {
  const stage = agentFileStage(file);
  return {
    id: file.id,
    fileName: file.fileName,
    contentType: file.contentType ?? null,
    size: file.size ?? null,
    chunkCount: stage === "indexed" ? (file.chunkCount ?? null) : null,
    stage,
    error: stage === "failed" ? file.vectorStoreError?.trim() || unexplainedFailure : null,
    createdAt: file.createdAt,
    indexedAt: stage === "indexed" ? (file.uploadedToVectorStoreAt ?? null) : null,
  };
}

/** A passage of the knowledge search as the browser sees it. */
export function toRetrievalPassage(passage: z.output<typeof knowledgePassageResponse>): RetrievalPassage {
  return {
    text: passage.text,
    score: passage.score,
    coverage: passage.coverage ?? null,
    source: { kind: passage.source.kind, id: passage.source.id, title: passage.source.title },
  };
}
