import "server-only";
import { eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcAgents, svcConversations, svcMessages } from "@/lib/db/schema";

import { replyTo } from "./turns";
import { enqueueJob } from "../jobs/queue";
import { registerJobHandler, wakeJobWorker } from "../jobs/worker";

export const replyJobKind = "reply";

/** Queues the agent's reply to a stored user message; the job's subject is the question's id. */
export async function enqueueReply(db: Database, questionMessageId: string, context?: string) {
  await enqueueJob(db, { kind: replyJobKind, subjectId: questionMessageId, payload: context ? { context } : {}, maxAttempts: 3 });
  wakeJobWorker();
}

registerJobHandler(replyJobKind, async (db, job) => {
  const [row] = await db
    .select({ question: svcMessages, conversation: svcConversations, agent: svcAgents })
    .from(svcMessages)
    .innerJoin(svcConversations, eq(svcMessages.conversationId, svcConversations.id))
    .innerJoin(svcAgents, eq(svcConversations.agentId, svcAgents.id))
    .where(eq(svcMessages.id, job.subjectId));
  if (!row) return;
  const context = typeof job.payload.context === "string" ? job.payload.context : undefined;
  await replyTo(db, row.agent, row.conversation, row.question, { context });
});
