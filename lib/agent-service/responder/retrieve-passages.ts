import "server-only";

import type { PassageMatch } from "../knowledge/passage-index";
import { searchKnowledge } from "../knowledge/search";
import { attachmentsFirst, searchAttachments } from "./attachment-passages";
import type { Reply, ReplyInput } from "./types";

async function search(input: ReplyInput, query: string, limit: number): Promise<PassageMatch[]> {
  const fromKnowledge = input.agent.settings.isFileSearchEnabled ? await searchKnowledge(input.db, input.agent.id, query, limit) : [];
  const fromAttachments = searchAttachments(input.attachments, query, limit);
  return attachmentsFirst(fromAttachments, fromKnowledge);
}

export type Retrieved = {
  /** What was searched: the question, or the question with what it follows up on. */
  query: string;
  passages: PassageMatch[];
};

/**
 * The passages to answer from: those matching the question, in the agent's knowledge (when its file
 * search is on) and in the attached files. A follow-up ("and on Sundays?") that matches nothing on its
 * own is searched again with the user's previous turn, then with the conversation's context.
 */
export async function retrievePassages(input: ReplyInput, limit = 5): Promise<Retrieved> {
  const previousUserTurn = [...input.history].reverse().find((turn) => turn.role === "user")?.text;
  const queries = [input.question, previousUserTurn && `${previousUserTurn} ${input.question}`, input.context && `${input.context} ${input.question}`];
  for (const query of queries) {
    if (!query) continue;
    const passages = await search(input, query, limit);
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
