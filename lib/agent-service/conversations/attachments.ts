import "server-only";
import { and, desc, eq, isNotNull, lt } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcMessages } from "@/lib/db/schema";

import type { MessageRow } from "./records";
import { readReplyAttachments, type ReplyAttachments } from "../files/read-attachments";

/** How many files of earlier messages a follow-up may still draw on, the most recent first. */
const earlierFilesRead = 10;

/**
 * The files the reply to a user message may draw on: those attached to it, then those attached to
 * earlier messages of the conversation ("and what is the due date on it?" after sending an invoice).
 */
export async function attachmentsForQuestion(db: DatabaseExecutor, question: MessageRow): Promise<ReplyAttachments> {
  const earlier = await db
    .select({ files: svcMessages.files })
    .from(svcMessages)
    .where(and(eq(svcMessages.conversationId, question.conversationId), lt(svcMessages.createdAt, question.createdAt), isNotNull(svcMessages.files)))
    .orderBy(desc(svcMessages.createdAt))
    .limit(earlierFilesRead);
  return readReplyAttachments(db, {
    own: question.files ?? [],
    earlier: earlier.flatMap((row) => row.files ?? []).slice(0, earlierFilesRead),
  });
}
