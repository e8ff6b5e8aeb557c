/** What a session check was about: the token's user, session and session version, and the organization asked for. */
export type SessionCheckKey = { userId: string; sessionId?: string; sessionVersion: number; organizationId?: string };

/** What ends kept checks: every session of a user (sign-out everywhere, role change, disable), or one session (sign-out). */
export type SessionCheckTarget = { userId: string } | { sessionId: string };

type Entry<T> = { value: T; expires: number; userId: string; sessionId?: string };

/**
 * Sessions found valid by the database, kept for a short while so a burst of requests with the same cookie does not
 * ask again each time. Only valid sessions are kept (with the organization they opened); ending a session or every
 * session of a user forgets them at once, and a change the process is not told of is seen once the entry expires.
 */
export class CheckedSessions<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  private static nameOf(key: SessionCheckKey): string {
    return [key.userId, key.sessionId ?? "", key.sessionVersion, key.organizationId ?? ""].join("\u0000");
  }

  get(key: SessionCheckKey): T | undefined {
    const name = CheckedSessions.nameOf(key);
    const entry = this.entries.get(name);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.entries.delete(name);
    return undefined;
  }

  set(key: SessionCheckKey, value: T) {
    const name = CheckedSessions.nameOf(key);
    this.entries.delete(name);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(name, { value, expires: this.now() + this.ttlMs, userId: key.userId, sessionId: key.sessionId });
  }

  forget(target: SessionCheckTarget) {
    for (const [name, entry] of this.entries) {
      if ("userId" in target ? entry.userId === target.userId : entry.sessionId === target.sessionId) this.entries.delete(name);
    }
  }
}

/** A target as the text of a notification to the other instances, and back (undefined for any other text). */
export function targetToText(target: SessionCheckTarget): string {
  return "userId" in target ? `user:${target.userId}` : `session:${target.sessionId}`;
}

export function targetFromText(text: string): SessionCheckTarget | undefined {
  const separator = text.indexOf(":");
  const [kind, id] = [text.slice(0, separator), text.slice(separator + 1)];
  if (separator < 0 || !id) return undefined;
  if (kind === "user") return { userId: id };
  if (kind === "session") return { sessionId: id };
  return undefined;
}
