import type { DatabaseExecutor } from "@/lib/db";

import type { AgentRow } from "../auth";
import type { TextFormat } from "../knowledge/chunk";

export type HistoryTurn = { role: "user" | "assistant" | "operator"; text: string };

export type ReplyInput = {
  db: DatabaseExecutor;
  agent: AgentRow;
  /** The conversation the question belongs to; absent for a one-shot prompt. Functions the agent calls receive it. */
  conversationId?: string;
  /** The conversation's and the message's context, when given. */
  context?: string;
  /** Earlier turns, oldest first (empty for a one-shot prompt). */
  history: HistoryTurn[];
  question: string;
  /** Text of files attached to the question, then of files attached to earlier messages, already extracted. */
  attachments?: AttachedText[];
  /** Images attached to the question, for a model that reads images. */
  images?: AttachedImage[];
};

/** A file attached to a message or prompt, as text; `id` is the file's id in the message's `files`. */
export type AttachedText = {
  id: string;
  fileName: string;
  text: string;
  format?: TextFormat;
  /** Attached to an earlier message of the conversation rather than to the question. */
  isEarlier?: boolean;
};

export type AttachedImage = { id: string; fileName: string; contentType: string; bytes: Uint8Array };

export type Reply = {
  text: string;
  /** The knowledge files the answer drew on. */
  fileCitations: { fileId: string; filename: string }[];
  /** The crawled pages the answer drew on, by URL. */
  urlCitations?: { url: string; title: string }[];
  /**
   * Set when the conversation needs a person: the user asked for one, or the agent could not answer. For a
   * message answered in part, `answered` is the reply's answer to the rest, kept when nobody can take over.
   */
  escalation?: { reason: string; answered?: string };
  tokens: { input: number; output: number };
};

/** Writes the agent's reply to a question. The default answers from the agent's knowledge by retrieval. */
export interface Responder {
  reply(input: ReplyInput): Promise<Reply>;
}
