import { z } from "zod";

import {
  agentFileResponse,
  agentFileTypes,
  deleteAgentFilesBody,
  knowledgePassageResponse,
  knowledgeSourceKinds,
  maxAgentFileBytes,
  searchAgentKnowledgeBody,
} from "@/lib/schemas/agent-api/agent-files";

const file = agentFileResponse.shape;

/**
 * Where a knowledge file is: uploaded (the agent does not answer from it), indexing, indexed (in the
 * vector store: the agent answers from it) or failed (with the reason when the API gives one).
 */
export const agentFileStages = ["uploaded", "indexing", "indexed", "failed"] as const;
export type AgentFileStage = (typeof agentFileStages)[number];

/** A knowledge file as the browser sees it: no storage path, its stage worked out once on the server. */
export const agentFileView = z.object({
  id: file.id,
  fileName: file.fileName,
  contentType: z.string().nullable(),
  size: z.number().nullable(),
  chunkCount: z.number().nullable(),
  stage: z.enum(agentFileStages),
  /** Why indexing failed; null unless the stage is "failed", and then null when the API does not say. */
  error: z.string().nullable(),
  createdAt: file.createdAt,
  indexedAt: z.string().nullable(),
});
export type AgentFileView = z.infer<typeof agentFileView>;
export const agentFileViewList = z.array(agentFileView);

/** Adding a file to the vector store: now (the answer waits for indexing) or in the background. */
export const agentFileIndexModes = ["now", "background"] as const;
export type AgentFileIndexMode = (typeof agentFileIndexModes)[number];
export const addAgentFileToVectorStoreBody = z.object({ mode: z.enum(agentFileIndexModes).default("background") });

/** Deleting several files at once: the API's own body. */
export const deleteSelectedAgentFilesBody = deleteAgentFilesBody;

/** The retrieval test's question: the same rules as the API's knowledge search. */
export const retrievalTestBody = searchAgentKnowledgeBody;
export type RetrievalTestValues = z.input<typeof retrievalTestBody>;

const passage = knowledgePassageResponse.shape;

export const retrievalPassage = z.object({
  text: passage.text,
  score: passage.score,
  coverage: z.number().nullable(),
  source: z.object({ kind: z.enum(knowledgeSourceKinds), id: z.string(), title: z.string() }),
});
export type RetrievalPassage = z.infer<typeof retrievalPassage>;

/** The retrieval test's answer; `isAvailable` is false when the deployment offers no knowledge search. */
export const retrievalTestResult = z.object({ isAvailable: z.boolean(), passages: z.array(retrievalPassage) });
export type RetrievalTestResult = z.infer<typeof retrievalTestResult>;

export type AgentFileType = keyof typeof agentFileTypes;
export type AgentFileCheck = { isAccepted: true; contentType: AgentFileType } | { isAccepted: false; reason: string };

/** What the file picker offers: the types and extensions an agent file may have. */
export const agentFileAccept = Object.entries(agentFileTypes)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(",");

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot).toLowerCase();
};

/**
 * Whether a file can be a knowledge file, and the Content-Type to send it with, checked the same way in
 * the browser (before sending) and on the server (before forwarding). The type comes from the extension:
 * browsers report Markdown as "" or "text/x-markdown", so theirs is not trusted.
 */
export function checkAgentFile(candidate: { name: string; size: number }): AgentFileCheck {
  const extension = extensionOf(candidate.name);
  const contentType = (Object.keys(agentFileTypes) as AgentFileType[]).find((type) => (agentFileTypes[type] as readonly string[]).includes(extension));
  if (!contentType) return { isAccepted: false, reason: "Only PDF, Markdown (.md) and text (.txt) files can be added to the agent's knowledge." };
  if (candidate.size === 0) return { isAccepted: false, reason: "The file is empty." };
  if (candidate.size > maxAgentFileBytes) return { isAccepted: false, reason: `The file is larger than ${maxAgentFileBytes / 1024 / 1024} MiB.` };
  return { isAccepted: true, contentType };
}
