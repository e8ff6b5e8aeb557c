import { z } from "zod";

import { isoDateTime } from "./common";

export const vectorStoreStatuses = ["processing", "done", "failed"] as const;

/** Knowledge file types the agent can index. */
export const agentFileTypes = {
  "application/pdf": [".pdf"],
  "text/markdown": [".md", ".markdown"],
  "text/plain": [".txt", ".text"],
} as const;

export const maxAgentFileBytes = 10 * 1024 * 1024;

export const uploadAgentFileBody = z
  .object({
    file: z
      .custom<File>((value) => value instanceof File, "a file is required")
      .meta({ type: "string", format: "binary", description: "A PDF, Markdown or plain-text file of at most 10 MiB." }),
    autoAddToVectorStore: z.stringbool().optional().meta({ type: "boolean", description: "Start indexing the file at once." }),
  })
  .meta({ id: "UploadAgentFileBody" });

export const agentFileResponse = z
  .looseObject({
    id: z.string(),
    fileName: z.string(),
    url: z.string(),
    createdAt: isoDateTime,
    vectorStoreFileId: z.string().optional(),
    isUploadedToVectorStore: z.boolean().nullish(),
    vectorStoreUploadStatus: z.enum(vectorStoreStatuses).nullish(),
    uploadedToVectorStoreAt: isoDateTime.optional(),
    contentType: z.string().nullish().meta({ description: "Extension: the file's MIME type." }),
    size: z.number().nullish().meta({ description: "Extension: size in bytes." }),
    chunkCount: z.number().nullish().meta({ description: "Extension: passages indexed for retrieval." }),
    vectorStoreError: z.string().nullish().meta({ description: "Extension: why indexing failed." }),
  })
  .meta({ id: "AgentFileResponse" });

export const agentFilesResponse = z.array(agentFileResponse).meta({
  id: "AgentFilesResponse",
  description: "The real deployment declares one file object; it evidently means a list, and that is what is served.",
});

export const deleteAgentFilesBody = z.object({ fileIds: z.array(z.uuid()).min(1).max(500) }).meta({ id: "DeleteAgentFilesBody" });

/** Where a passage of the agent's knowledge comes from: one of its files, a linked pack's document, or a crawled page. */
export const knowledgeSourceKinds = ["file", "pack", "page"] as const;

export const searchAgentKnowledgeBody = z
  .object({
    query: z.string().trim().min(1, "Type a question.").max(1000, "Keep the question to 1,000 characters."),
    limit: z.number().int().min(1).max(20).default(5).meta({ description: "How many passages at most (default 5)." }),
  })
  .meta({ id: "SearchAgentKnowledgeBody" });

export const knowledgePassageResponse = z
  .looseObject({
    text: z.string(),
    score: z.number().meta({ description: "Relevance (BM25+): comparable between the passages of one search only." }),
    coverage: z.number().nullish().meta({ description: "Share of the question's terms the passage contains, 0 to 1." }),
    source: z.looseObject({
      kind: z.enum(knowledgeSourceKinds),
      id: z.string(),
      title: z.string(),
    }),
  })
  .meta({ id: "KnowledgePassageResponse" });

export const searchAgentKnowledgeResponse = z.looseObject({ passages: z.array(knowledgePassageResponse) }).meta({ id: "SearchAgentKnowledgeResponse" });
