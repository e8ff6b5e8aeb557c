/** One Server-Sent Events frame: an id to resume from, an event name, and data that may span lines. */
export function serverSentEvent({ id, event, data }: { id?: string | number; event?: string; data: string }): string {
  const lines: string[] = [];
  if (id !== undefined) lines.push(`id: ${String(id).replace(/[\r\n]/g, "")}`);
  if (event) lines.push(`event: ${event.replace(/[\r\n]/g, "")}`);
  for (const line of data.split(/\r\n|\r|\n/)) lines.push(`data: ${line}`);
  return `${lines.join("\n")}\n\n`;
}

/** A comment frame: browsers ignore it, and it keeps proxies from closing an idle stream. */
export function serverSentComment(text: string): string {
  return `: ${text.replace(/[\r\n]/g, " ")}\n\n`;
}

/** The id a reconnecting browser resumes after: its `Last-Event-ID` header, else a `lastEventId` query value. */
export function resumeAfter(header: string | null, query: string | null): number | undefined {
  const value = header ?? query;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}
