import "server-only";

type Entry = { expires: number; value: Promise<unknown> };

const entries = new Map<string, Entry>();
const maxEntries = 500;

/** Drops a kept answer: what it said has just changed. */
export function forget(key: string) {
  entries.delete(key);
}

/**
 * Keeps an answer of the API for a while, so reloading a dashboard, opening the agent page after the
 * overview or listing the inbox again does not ask the same questions again. A failed read is not kept.
 */
export function remember<T>(key: string, ttlMs: number, read: () => Promise<T>, now = Date.now()): Promise<T> {
  const cached = entries.get(key);
  if (cached && cached.expires > now) return cached.value as Promise<T>;
  if (entries.size >= maxEntries) {
    for (const [name, entry] of entries) if (entry.expires <= now) entries.delete(name);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
  }
  const value = read();
  entries.set(key, { expires: now + ttlMs, value });
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  return value;
}
