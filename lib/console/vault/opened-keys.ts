/** How long an opened key is kept: the longest another instance's change to the vault goes unseen here. */
export const openedKeyLifetimeMs = 10_000;

/**
 * Keys opened from the vault, kept for a short while so a burst of calls with the same key does not read and
 * open its row again each time. Writing or removing a key forgets what was kept; another instance's change
 * is seen once the entry expires (or at once, when the API refuses the kept key).
 */
export class OpenedKeys<T extends { id: string }> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(owner: string): T | undefined {
    const entry = this.entries.get(owner);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.entries.delete(owner);
    return undefined;
  }

  set(owner: string, value: T) {
    this.entries.delete(owner);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(owner, { value, expires: this.now() + this.ttlMs });
  }

  forget(owner: string) {
    this.entries.delete(owner);
  }

  /** Forgets the key stored in the row `id`, whoever owns it. */
  forgetRow(id: string) {
    for (const [owner, entry] of this.entries) if (entry.value.id === id) this.entries.delete(owner);
  }
}
