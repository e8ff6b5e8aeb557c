/**
 * Splits a document into passages the agent can retrieve and quote: about 600–1,000 characters each,
 * cut between paragraphs where possible, else between sentences, with the last sentence of a passage
 * repeated at the start of the next one of the same section. In Markdown, each passage starts with the
 * headings it sits under (`# Guide › Refunds`), so a passage is understood without its neighbours;
 * lines starting with `#` in a passage are headings, never content.
 */

export type TextFormat = "markdown" | "text";

export type ChunkOptions = {
  format?: TextFormat;
  /** Longest passage, headings included. */
  maxChars?: number;
  /** A section shorter than this joins the passage before it rather than starting its own. */
  minChars?: number;
  /** Longest sentence carried over from one passage to the next. */
  overlapChars?: number;
};

type Section = { headings: string[]; paragraphs: string[] };
type Piece = { text: string; separator: string };

const headingLine = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const fenceLine = /^\s*(```|~~~)/;
const headingSeparator = " › ";

/** Sentences of a text: split at `.`, `!`, `?` or `…` followed by a space, and at line breaks. */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => line.split(/(?<=[.!?…]["')\]]*)\s+(?=\S)/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

function normalize(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\t\f\v ]+/g, " ")
    .replace(/ +\n/g, "\n");
}

const lineOfItsOwn = /^\s*(?:[-*+•|>]|\d+[.)]\s)/;

/**
 * A paragraph's lines as one text: a line wrapped only to fit a width joins the one before it; list
 * items, table rows, quotes and code keep their own lines.
 */
function joinWrappedLines(lines: readonly string[]): string {
  if (lines.some((line) => fenceLine.test(line))) return lines.join("\n");
  return lines.reduce((text, line) => (!text ? line : lineOfItsOwn.test(line) ? `${text}\n${line}` : `${text} ${line.trim()}`), "");
}

function parseSections(text: string, format: TextFormat): Section[] {
  const sections: Section[] = [{ headings: [], paragraphs: [] }];
  let headings: string[] = [];
  let paragraph: string[] = [];
  let isInFence = false;

  const current = () => sections[sections.length - 1]!;
  const endParagraph = () => {
    const joined = joinWrappedLines(paragraph).trim();
    if (joined) current().paragraphs.push(joined);
    paragraph = [];
  };

  for (const line of text.split("\n")) {
    if (format === "markdown" && fenceLine.test(line)) {
      isInFence = !isInFence;
      paragraph.push(line);
      continue;
    }
    const heading = format === "markdown" && !isInFence ? headingLine.exec(line) : null;
    if (heading) {
      endParagraph();
      const level = heading[1]!.length;
      const title = heading[2]!.trim();
      headings = [...headings.slice(0, level - 1), title].filter(Boolean);
      sections.push({ headings, paragraphs: [] });
    } else if (!isInFence && line.trim() === "") {
      endParagraph();
    } else {
      paragraph.push(line);
    }
  }
  endParagraph();
  return sections.filter((section) => section.paragraphs.length > 0);
}

function headingTrail(headings: string[], maxChars: number): string {
  if (headings.length === 0) return "";
  const full = `# ${headings.join(headingSeparator)}`;
  if (full.length <= maxChars / 3) return full;
  return `# ${headings[headings.length - 1]!}`.slice(0, Math.floor(maxChars / 3));
}

/** Cuts a text longer than `limit` at the last space before it (or anywhere, when there is none). */
function hardSplit(text: string, limit: number): string[] {
  const parts: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    const space = rest.lastIndexOf(" ", limit);
    const cut = space > limit / 2 ? space : limit;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) parts.push(rest);
  return parts;
}

/** A section's paragraphs as pieces no longer than `limit`: whole paragraphs, else sentences, else cuts. */
function piecesOf(paragraphs: string[], limit: number): Piece[] {
  return paragraphs.flatMap((paragraph) => {
    if (paragraph.length <= limit) return [{ text: paragraph, separator: "\n\n" }];
    return splitSentences(paragraph)
      .flatMap((sentence) => hardSplit(sentence, limit))
      .map((text, index) => ({ text, separator: index === 0 ? "\n\n" : " " }));
  });
}

function lastSentence(text: string): string {
  const sentences = splitSentences(text);
  return sentences[sentences.length - 1] ?? "";
}

/** The passages of a document, in order. */
export function chunkText(text: string, options: ChunkOptions = {}): string[] {
  const format = options.format ?? "text";
  const maxChars = options.maxChars ?? 1000;
  const minChars = options.minChars ?? 600;
  const overlapChars = options.overlapChars ?? 200;

  const passages: string[] = [];
  let passage = "";

  const flush = () => {
    if (passage.trim()) passages.push(passage.trim());
    passage = "";
  };
  const append = (text: string, separator: string) => {
    passage = passage ? `${passage}${separator}${text}` : text;
  };

  for (const section of parseSections(normalize(text), format)) {
    const trail = headingTrail(section.headings, maxChars);
    const sectionLength = section.paragraphs.reduce((total, paragraph) => total + paragraph.length + 2, trail.length);
    const joinsPrevious = passage.length > 0 && passage.length < minChars && passage.length + 2 + sectionLength <= maxChars;
    if (!joinsPrevious) flush();
    if (trail) append(trail, "\n\n");

    const limit = maxChars - trail.length - 2;
    let hasBody = false;
    for (const piece of piecesOf(section.paragraphs, limit)) {
      let separator = piece.separator;
      if (hasBody && passage.length + separator.length + piece.text.length > maxChars) {
        const overlap = lastSentence(passage);
        flush();
        if (trail) append(trail, "\n\n");
        const hasRoomForOverlap = overlap.length <= overlapChars && passage.length + overlap.length + piece.text.length + 4 <= maxChars;
        if (hasRoomForOverlap) append(overlap, "\n\n");
        else separator = "\n\n";
      }
      append(piece.text, separator);
      hasBody = true;
    }
  }
  flush();
  return passages;
}
