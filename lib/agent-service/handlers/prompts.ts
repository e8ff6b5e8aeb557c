import "server-only";
import { and, eq } from "drizzle-orm";

import { createPrompt, getPromptResponse, processPrompt } from "@/lib/agent-api/contract/prompts";
import type { Database } from "@/lib/db";
import { svcAgents, svcPrompts } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import type { AgentPrincipal, AgentRow } from "../auth";
import { notFound } from "../errors";
import { readReplyAttachments } from "../files/read-attachments";
import { implement } from "../implement";
import { enqueueJob } from "../jobs/queue";
import { registerJobHandler, wakeJobWorker } from "../jobs/worker";
import { enforceMonthlyLimits } from "../limit-enforcement";
import { getResponder } from "../responder";
import { recordUsage } from "../usage";
import { resolveAttachedFiles } from "./signed-files";

type PromptRow = typeof svcPrompts.$inferSelect;

const promptJobKind = "answer-prompt";

function presentPrompt(row: PromptRow) {
  return { status: row.status, totalTokens: row.totalTokens, response: row.response, error: row.error };
}

/** Answers a stored prompt once; a prompt already answered is left as it is. */
async function answerPrompt(db: Database, agent: AgentRow, prompt: PromptRow): Promise<PromptRow> {
  if (prompt.status !== "pending") return prompt;
  const attachments = await readReplyAttachments(db, { own: prompt.files ?? [] });
  const reply = await getResponder().reply({ db, agent, history: [], question: prompt.prompt, ...attachments });
  const totalTokens = reply.tokens.input + reply.tokens.output;
  const [answered] = await db
    .update(svcPrompts)
    .set({ status: "completed", response: reply.text, totalTokens, completedAt: new Date() })
    .where(and(eq(svcPrompts.id, prompt.id), eq(svcPrompts.status, "pending")))
    .returning();
  if (answered) await recordUsage(db, { agentId: agent.id, type: "OPENAI_TOKENS", amount: totalTokens });
  return answered ?? prompt;
}

registerJobHandler(promptJobKind, async (db, job) => {
  const [row] = await db
    .select({ prompt: svcPrompts, agent: svcAgents })
    .from(svcPrompts)
    .innerJoin(svcAgents, eq(svcPrompts.agentId, svcAgents.id))
    .where(eq(svcPrompts.id, job.subjectId));
  if (!row) return;
  try {
    await answerPrompt(db, row.agent, row.prompt);
  } catch (error) {
    if (job.attempts >= job.maxAttempts) {
      await db
        .update(svcPrompts)
        .set({ status: "failed", error: error instanceof Error ? error.message : "The agent could not answer.", completedAt: new Date() })
        .where(eq(svcPrompts.id, row.prompt.id));
      return;
    }
    throw error;
  }
});

/** A prompt is refused, before it is stored, once a token limit of the agent or the subscription is spent. */
function refuseIfTokensSpent(db: Database, principal: AgentPrincipal, operationId: string) {
  return enforceMonthlyLimits(db, { organization: principal.organization, agentId: principal.agent.id, field: "tokensAmountPerMonth", operationId });
}

async function storePrompt(
  db: Database,
  agent: AgentRow,
  body: { prompt: string; tokenTrackingId?: string; files?: { fileName: string; storagePath: string }[] },
) {
  const files = body.files?.length ? await resolveAttachedFiles(db, { agentId: agent.id, purpose: "prompt", files: body.files }) : undefined;
  const [prompt] = await db
    .insert(svcPrompts)
    .values({ agentId: agent.id, prompt: body.prompt, tokenTrackingId: body.tokenTrackingId, files: files ?? null })
    .returning();
  return prompt!;
}

export const promptHandlers = [
  implement(processPrompt, async ({ db, principal, body }) => {
    await refuseIfTokensSpent(db, principal, processPrompt.id);
    const prompt = await storePrompt(db, principal.agent, body);
    try {
      return presentPrompt(await answerPrompt(db, principal.agent, prompt));
    } catch (error) {
      const message = error instanceof Error ? error.message : "The agent could not answer.";
      await db.update(svcPrompts).set({ status: "failed", error: message, completedAt: new Date() }).where(eq(svcPrompts.id, prompt.id));
      return { status: "failed" as const, totalTokens: null, response: null, error: message };
    }
  }),

  implement(createPrompt, async ({ db, principal, body }) => {
    await refuseIfTokensSpent(db, principal, createPrompt.id);
    const prompt = await storePrompt(db, principal.agent, body);
    await enqueueJob(db, { kind: promptJobKind, subjectId: prompt.id, maxAttempts: 3 });
    wakeJobWorker();
    return { promptId: prompt.id };
  }),

  implement(getPromptResponse, async ({ db, principal, params }) => {
    const [prompt] = isUuid(params.id)
      ? await db
          .select()
          .from(svcPrompts)
          .where(and(eq(svcPrompts.id, params.id), eq(svcPrompts.agentId, principal.agent.id)))
      : [];
    if (!prompt) throw notFound("Prompt", params.id);
    return presentPrompt(prompt);
  }),
];
