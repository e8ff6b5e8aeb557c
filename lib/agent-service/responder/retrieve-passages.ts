import "server-only";

import { attachmentsFirst, searchAttachments } from "./attachment-passages";
import { queriesFor, type Query } from "./question-parts";
import type { Reply, ReplyInput } from "./types";
import { webPageUrlOf } from "../crawler/web-page-knowledge";
import type { PassageMatch } from "../knowledge/passage-index";
import { searchKnowledge } from "../knowledge/search";

/** The passages matching `query`, in the agent's knowledge (when its file search is on) and in the attached files. */
export async function searchPassages(input: ReplyInput, query: string, limit = 5): Promise<PassageMatch[]> {
  const fromKnowledge = input.agent.settings.isFileSearchEnabled ? await searchKnowledge(input.db, input.agent.id, query, limit) : [];
  const fromAttachments = searchAttachments(input.attachments, query, limit);
  return attachmentsFirst(fromAttachments, fromKnowledge);
}

export type Retrieved = {
  /** What was searched: the question, or the question with what it follows up on. */
  query: string;
  passages: PassageMatch[];
};

/** The user's turn before this question, when there is one. */
export function previousQuestionOf(input: ReplyInput): string | undefined {
  return [...input.history].reverse().find((turn) => turn.role === "user")?.text;
}

/** What to search with for the question (see `queriesFor`): a follow-up also with the previous question and the context. */
export function queriesOf(input: ReplyInput, question = input.question): Query[] {
  return queriesFor(question, previousQuestionOf(input), input.context);
}

/**
 * The passages to answer from: those matching the question, in the agent's knowledge (when its file
 * search is on) and in the attached files. A follow-up ("and on Sundays?") is searched first with the
 * user's previous turn, then with the conversation's context; any other question only on its own.
 */
export async function retrievePassages(input: ReplyInput, limit = 5): Promise<Retrieved> {
  for (const { query } of queriesOf(input)) {
    const passages = await searchPassages(input, query, limit);
    if (passages.length > 0) return { query, passages };
  }
  return { query: input.question, passages: [] };
}

/** The agent's files, pack documents and attached files among the passages, once each; crawled pages are not files. */
export function fileCitationsOf(passages: readonly PassageMatch[]): Reply["fileCitations"] {
  const citations = new Map<string, Reply["fileCitations"][number]>();
  for (const passage of passages) {
    const isFile = passage.sourceType === "agent_file" || passage.sourceType === "pack_document";
    if (isFile && !citations.has(passage.sourceId)) {
      citations.set(passage.sourceId, { fileId: passage.sourceId, filename: passage.sourceName });
    }
  }
  return [...citations.values()];
}

/** The crawled pages among the passages, by URL, once each, titled as the page is (its URL when it has no title). */
export function urlCitationsOf(passages: readonly PassageMatch[]): NonNullable<Reply["urlCitations"]> {
  const citations = new Map<string, NonNullable<Reply["urlCitations"]>[number]>();
  for (const passage of passages) {
    if (passage.sourceType !== "web_page") continue;
    const url = webPageUrlOf(passage.sourceId);
    if (!citations.has(url)) citations.set(url, { url, title: passage.sourceName || url });
  }
  return [...citations.values()];
}
