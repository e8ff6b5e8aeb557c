import type { AttachedImage, AttachedText, Reply, ReplyInput, Responder } from "./types";
import { chunkText } from "../knowledge/chunk";
import { createPassageIndex, searchPassageIndex, type PassageIndex, type PassageMatch } from "../knowledge/passage-index";

/**
 * The index of one reply's attached files (up to ten of 500,000 characters each), built at its first search
 * and kept for the reply's others (one per question of the message, and per follow-up), not rebuilt each time.
 */
const indexes = new WeakMap<readonly AttachedText[], PassageIndex>();

function attachmentIndex(attachments: readonly AttachedText[]): PassageIndex {
  const known = indexes.get(attachments);
  if (known) return known;
  const passages = attachments.flatMap((attachment) =>
    chunkText(attachment.text, { format: attachment.format ?? "text" }).map((text, position) => ({
      sourceType: "agent_file" as const,
      sourceId: attachment.id,
      sourceName: attachment.fileName,
      position,
      text,
    })),
  );
  const index = createPassageIndex(passages.map((passage, id) => ({ ...passage, id })));
  indexes.set(attachments, index);
  return index;
}

/**
 * The passages of the attached files that match `query`, best first. Each is cited as its file: the
 * passage's source id is the file's id in the message's `files`, its name the file's name.
 */
export function searchAttachments(attachments: readonly AttachedText[] | undefined, query: string, limit: number): PassageMatch[] {
  if (!attachments || attachments.length === 0) return [];
  return searchPassageIndex(attachmentIndex(attachments), query, limit);
}

/** Passages to answer from with the attached files' first: what the user sent outranks the agent's knowledge. */
export function attachmentsFirst(fromAttachments: readonly PassageMatch[], fromKnowledge: readonly PassageMatch[]): PassageMatch[] {
  return [...fromAttachments, ...fromKnowledge];
}

function listed(names: readonly string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The line that names the attached files an answer was read from: "(From the attached file receipt.md.)". */
export function attachmentSourceLine(fileNames: readonly string[]): string {
  return `(From the attached ${fileNames.length === 1 ? "file" : "files"} ${listed(fileNames)}.)`;
}

/** What the agent says of images it cannot look at, rather than passing over them. */
export function unreadImagesNote(images: readonly Pick<AttachedImage, "fileName">[]): string {
  const names = images.map((image) => image.fileName);
  return `I received the ${names.length === 1 ? "image" : "images"} ${listed(names)}, but I cannot read images.`;
}

/** A file name shorter than this ("a", "cv") is not taken as named by a text that happens to contain it. */
const minNamedLength = 4;

/**
 * A reply as the user should see it with their attachments: an attached file the answer drew on is
 * cited (the reply's file citations name it) and named at the end of the text unless the text already
 * does; images the responder cannot read are said to be received but not read.
 */
export function withAttachmentNotes(reply: Reply, input: Pick<ReplyInput, "attachments" | "images">, options: { readsImages: boolean }): Reply {
  const cited = new Set(reply.fileCitations.map((citation) => citation.fileId));
  const isNamed = (fileName: string) => fileName.length >= minNamedLength && reply.text.includes(fileName);
  const used = (input.attachments ?? []).filter((attachment) => cited.has(attachment.id) || isNamed(attachment.fileName));
  const fileCitations = [
    ...reply.fileCitations,
    ...used.filter((attachment) => !cited.has(attachment.id)).map((attachment) => ({ fileId: attachment.id, filename: attachment.fileName })),
  ];
  const unnamed = [...new Set(used.map((attachment) => attachment.fileName).filter((name) => !isNamed(name)))];
  const images = options.readsImages ? [] : (input.images ?? []);
  const text = [images.length > 0 ? unreadImagesNote(images) : "", reply.text, unnamed.length > 0 ? attachmentSourceLine(unnamed) : ""]
    .filter(Boolean)
    .join("\n\n");
  return { ...reply, text, fileCitations };
}

/** A responder whose replies cite the attached files they used and say which images went unread (see `withAttachmentNotes`). */
export function citingAttachments(responder: Responder, options: { readsImages: boolean }): Responder {
  return {
    async reply(input) {
      return withAttachmentNotes(await responder.reply(input), input, options);
    },
  };
}
