import { z } from "zod";

import type { agentFileTypes } from "./agent-files";
import { isoDateTime, orderDirection, pageOf, pageQuery } from "./common";
import { messageFile, uploadUrlBody, uploadUrlResponse } from "./conversations";

/**
 * Packs: bundles of documents an organization links to its agents. While a pack is active, the
 * documents of each agent it is linked to are part of that agent's knowledge.
 */

export const packStatuses = ["active", "inactive"] as const;
export const packDocumentStatuses = ["processing", "ready", "failed"] as const;
export const packDocumentTypes = ["application/pdf", "text/markdown", "text/plain"] as const satisfies readonly (keyof typeof agentFileTypes)[];

export const createPackBody = z
  .object({
    name: z.string().trim().min(1).max(255),
    description: z.string().max(4_000).optional(),
    instructions: z
      .string()
      .max(256_000)
      .nullish()
      .meta({ description: "How the pack's documents are meant to be used; stored and shown with the pack. null clears them." }),
    status: z.enum(packStatuses).optional().meta({ description: "active when absent. An inactive pack's documents are in no agent's knowledge." }),
  })
  .meta({ id: "CreatePackBody" });

export const updatePackBody = createPackBody.partial().meta({
  id: "UpdatePackBody",
  description: "Only the fields sent change. Setting status adds the documents to, or removes them from, every linked agent's knowledge.",
});

export const listPacksQuery = pageQuery.extend({
  orderBy: z.enum(["createdAt", "updatedAt", "name"]).optional().meta({ description: "createdAt when absent." }),
  orderDirection: orderDirection.optional().meta({ description: "DESC when absent." }),
  status: z.enum(packStatuses).optional(),
});

export const packDocumentUploadUrlBody = uploadUrlBody
  .extend({ contentType: z.enum(packDocumentTypes).meta({ description: "PDF, Markdown or plain text; it must agree with the file name's extension." }) })
  .meta({ id: "PackDocumentUploadUrlBody" });

export const packDocumentUploadUrlResponse = uploadUrlResponse.meta({
  id: "PackDocumentUploadUrlResponse",
  description: "PUT the document's bytes to signedUrl with the same Content-Type, then attach it with POST /packs/{id}/documents.",
});

export const attachPackDocumentBody = messageFile.meta({
  id: "AttachPackDocumentBody",
  description: "A document uploaded to a pack document upload URL, referenced by its storage path. Each upload is attached once.",
});

export const packDocumentResponse = z
  .looseObject({
    id: z.string(),
    packId: z.string(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number(),
    status: z.enum(packDocumentStatuses),
    error: z.string().nullish().meta({ description: "Why the document could not be indexed." }),
    passageCount: z.number().nullish().meta({ description: "Passages the document adds to each linked agent's knowledge." }),
    createdAt: isoDateTime,
  })
  .meta({ id: "PackDocumentResponse" });

export const packAgentResponse = z.looseObject({ id: z.string(), name: z.string() }).meta({ id: "PackAgentResponse" });

export const packResponse = z
  .looseObject({
    id: z.string(),
    organizationId: z.string(),
    name: z.string(),
    description: z.string(),
    instructions: z.string().nullish(),
    status: z.enum(packStatuses),
    documents: z.array(packDocumentResponse),
    linkedAgents: z.array(packAgentResponse).meta({ description: "Where the pack is used: the agents it is linked to." }),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  })
  .meta({ id: "PackResponse" });

export const packPage = pageOf(packResponse, "PackPage");

export const packDocumentParams = z.object({ id: z.string().min(1), fileId: z.string().min(1) });

export const packLinkParams = z.object({ id: z.string().min(1), agentId: z.string().min(1) });
