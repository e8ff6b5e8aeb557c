import "server-only";

import { chunkText } from "../knowledge/chunk";
import { createPassageIndex, searchPassageIndex, type PassageMatch } from "../knowledge/passage-index";
import { searchKnowledge } from "../knowledge/search";
import type { Reply, ReplyInput } from "./types";

/** Attachments are the user's own files: they are searched, never cited. */
const attachmentSourceId = "attachment";

function searchAttachments(attachments: ReplyInput["attachments"], query: string, limit: number): PassageMatch[] {
  if (!attachments || attachments.length === 0) return [];
  const passages = attachments.flatMap((attachment) =>
    chunkText(attachment.text).map((text, position) => ({
      sourceType: "agent_file" as const,
      sourceId: attachmentSourceId,
      sourceName: attachment.fileName,
      position,
      text,
    })),
  );
  const index = createPassageIndex(passages.map((passage, id) => ({ ...passage, id })));
  return searchPassageIndex(index, query, limit);
}

async function search(input: ReplyInput, query: string, limit: number): Promise<PassageMatch[]> {
  const fromKnowledge = input.agent.settings.isFileSearchEnabled ? await searchKnowledge(input.db, input.agent.id, query, limit) : [];
  const fromAttachments = searchAttachments(input.attachments, query, limit);
  return [...fromAttachments, ...fromKnowledge].sort((a, b) => b.coverage - a.coverage).slice(0, limit);
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

/** The agent's files and pack documents among the passages, once each; crawled pages and attachments are not files. */
export function fileCitationsOf(passages: readonly PassageMatch[]): Reply["fileCitations"] {
  const citations = new Map<string, Reply["fileCitations"][number]>();
  for (const passage of passages) {
    const isFile = passage.sourceType === "agent_file" || passage.sourceType === "pack_document";
    if (isFile && passage.sourceId !== attachmentSourceId && !citations.has(passage.sourceId)) {
      citations.set(passage.sourceId, { fileId: passage.sourceId, filename: passage.sourceName });
    }
  }
  return [...citations.values()];
}
