/** A `/shortcut` being typed in the composer: where it starts and what follows the slash so far. */
export type SlashQuery = { start: number; end: number; query: string };

/**
 * The `/shortcut` the caret is in, if any: a slash at the start of the text or after a space, followed only
 * by the letters, digits, - and _ a shortcut may hold. "https://…" or "1/2" are not one.
 */
export function slashQueryAt(text: string, caret: number): SlashQuery | undefined {
  const before = text.slice(0, caret);
  const match = /(^|\s)\/([a-z0-9_-]*)$/i.exec(before);
  if (!match) return undefined;
  const start = caret - match[2]!.length - 1;
  const after = /^[a-z0-9_-]*/i.exec(text.slice(caret))?.[0] ?? "";
  return { start, end: caret + after.length, query: match[2]! };
}

/** The saved replies a query names: shortcuts starting with it first, then those containing it, each alphabetical. */
export function matchSavedReplies<T extends { shortcut: string; body: string }>(replies: readonly T[], query: string): T[] {
  const wanted = query.toLowerCase();
  const rank = (reply: T) => {
    const shortcut = reply.shortcut.toLowerCase();
    if (shortcut.startsWith(wanted)) return 0;
    if (shortcut.includes(wanted)) return 1;
    return reply.body.toLowerCase().includes(wanted) ? 2 : -1;
  };
  return replies
    .map((reply) => ({ reply, rank: rank(reply) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.reply.shortcut.localeCompare(b.reply.shortcut))
    .map((entry) => entry.reply);
}

/** The text with a saved reply in place of the `/shortcut` typed, and where the caret goes: after it. */
export function insertSavedReply(text: string, slash: SlashQuery, body: string): { text: string; caret: number } {
  const next = `${text.slice(0, slash.start)}${body}${text.slice(slash.end)}`;
  return { text: next, caret: slash.start + body.length };
}
