import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";

import { createMessageFileUploadUrl, getMessageFileDownloadUrl } from "@/lib/agent-api/contract/conversations";
import { createPromptUploadUrl } from "@/lib/agent-api/contract/prompts";
import type { Database } from "@/lib/db";
import { svcBlobs, svcConversations } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import type { AgentPrincipal } from "../auth";
import { notFound } from "../errors";
import { createDownloadUrl } from "../files/signed-urls";
import { messageFilePath, promptFilePath } from "../files/storage-paths";
import { reserveUpload } from "../files/upload-reservation";
import { implement } from "../implement";
import { requireUuid } from "../records";

export { resolveAttachedFiles } from "../files/attached-files";
export { readBlobText } from "../files/blob-text";

/** A conversation of the calling agent, or 404 (another agent's conversation is not found either). */
async function findAgentConversation(db: Database, agentId: string, conversationId: string) {
  const [conversation] = await db
    .select({ id: svcConversations.id })
    .from(svcConversations)
    .where(and(eq(svcConversations.id, requireUuid(conversationId, "Conversation")), eq(svcConversations.agentId, agentId)));
  if (!conversation) throw notFound("Conversation", conversationId);
  return conversation;
}

/** Reserves the storage path for one upload and signs a URL for it. */
async function issueUploadUrl(
  db: Database,
  principal: AgentPrincipal,
  baseUrl: string,
  file: { purpose: "message" | "prompt"; storagePath: string; fileName: string; contentType: string; conversationId?: string },
) {
  return reserveUpload(db, baseUrl, {
    agentId: principal.agent.id,
    organizationId: principal.organization.id,
    conversationId: file.conversationId ?? null,
    purpose: file.purpose,
    storagePath: file.storagePath,
    fileName: file.fileName,
    contentType: file.contentType,
  });
}

export const signedFileHandlers = [
  implement(createMessageFileUploadUrl, async ({ db, principal, params, body, baseUrl }) => {
    const conversation = await findAgentConversation(db, principal.agent.id, params.id);
    return issueUploadUrl(db, principal, baseUrl, {
      purpose: "message",
      conversationId: conversation.id,
      storagePath: messageFilePath(conversation.id, body.fileName),
      fileName: body.fileName,
      contentType: body.contentType,
    });
  }),

  implement(createPromptUploadUrl, async ({ db, principal, body, baseUrl }) =>
    issueUploadUrl(db, principal, baseUrl, {
      purpose: "prompt",
      storagePath: promptFilePath(principal.agent.id, body.fileName),
      fileName: body.fileName,
      contentType: body.contentType,
    }),
  ),

  /** The file id is the one messages show in `files[].id`; only uploaded files of that conversation are served. */
  implement(getMessageFileDownloadUrl, async ({ db, principal, params, baseUrl }) => {
    const conversation = await findAgentConversation(db, principal.agent.id, params.id);
    const [blob] = isUuid(params.fileId)
      ? await db
          .select({ storagePath: svcBlobs.storagePath })
          .from(svcBlobs)
          .where(
            and(
              eq(svcBlobs.id, params.fileId),
              eq(svcBlobs.conversationId, conversation.id),
              eq(svcBlobs.agentId, principal.agent.id),
              eq(svcBlobs.purpose, "message"),
              isNotNull(svcBlobs.uploadedAt),
            ),
          )
      : [];
    if (!blob) throw notFound("Conversation message file", params.fileId);
    return { signedUrl: createDownloadUrl(baseUrl, blob.storagePath), fileId: params.fileId };
  }),
];
