import { z } from "zod";

import { packAgentResponse, packDocumentResponse, packDocumentUploadUrlResponse, packResponse } from "@/lib/schemas/agent-api/packs";

const pack = packResponse.shape;
const document = packDocumentResponse.shape;

/** A document of a pack as the browser sees it: what it is, how big, and whether agents can answer from it. */
export const packDocument = z.object({
  id: document.id,
  fileName: document.fileName,
  contentType: document.contentType,
  size: document.size,
  status: document.status,
  /** Why the document could not be indexed; absent or null when it was. */
  error: document.error,
  passageCount: document.passageCount,
  createdAt: document.createdAt,
});
export type PackDocument = z.infer<typeof packDocument>;

/** An agent a pack is linked to: where the pack is used. */
export const packAgent = z.object({ id: packAgentResponse.shape.id, name: packAgentResponse.shape.name });
export type PackAgent = z.infer<typeof packAgent>;

/** One row of the packs list: its documents counted, its agents named. */
export const packSummary = z.object({
  id: pack.id,
  name: pack.name,
  description: pack.description,
  status: pack.status,
  documentCount: z.number().int().nonnegative(),
  linkedAgents: z.array(packAgent),
  createdAt: pack.createdAt,
  updatedAt: pack.updatedAt,
});
export type PackSummary = z.infer<typeof packSummary>;

/** A page of packs, in the API's page envelope. */
export const packSummaryPage = z.object({
  currentPage: z.number(),
  pageSize: z.number(),
  totalItems: z.number(),
  totalPages: z.number(),
  hasNextPage: z.boolean(),
  hasPreviousPage: z.boolean(),
  data: z.array(packSummary),
});
export type PackSummaryPage = z.infer<typeof packSummaryPage>;

/** A pack with its documents and the agents it is linked to. */
export const packDetail = z.object({
  id: pack.id,
  name: pack.name,
  description: pack.description,
  instructions: pack.instructions,
  status: pack.status,
  documents: z.array(packDocument),
  linkedAgents: z.array(packAgent),
  createdAt: pack.createdAt,
  updatedAt: pack.updatedAt,
});
export type PackDetail = z.infer<typeof packDetail>;

/** Where the browser PUTs a document's bytes, and the path it attaches the upload by. */
export const packDocumentUploadTicket = z.object({
  signedUrl: packDocumentUploadUrlResponse.shape.signedUrl,
  storagePath: packDocumentUploadUrlResponse.shape.storagePath,
});
export type PackDocumentUploadTicket = z.infer<typeof packDocumentUploadTicket>;
