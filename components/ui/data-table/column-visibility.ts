/**
 * Which columns a person has hidden in a list, kept in this browser's storage under the list's id. The console
 * is used from one's own browser, so "remembered per user" is per browser profile, which also keeps it
 * working without a round trip. Pure parts here; the store below only reads and writes storage.
 */

export type HiddenColumns = Record<string, false>;

const storageKey = (tableId: string) => `switchboard.table-columns.${tableId}`;

/** The hidden columns a stored value names, among those that can be hidden; anything else is ignored. */
export function parseHiddenColumns(stored: string | null, hideable: readonly string[]): HiddenColumns {
  if (!stored) return {};
  try {
    const value: unknown = JSON.parse(stored);
    if (!Array.isArray(value)) return {};
    return Object.fromEntries(value.filter((id): id is string => typeof id === "string" && hideable.includes(id)).map((id) => [id, false as const]));
  } catch {
    return {};
  }
}

export function serializeHiddenColumns(hidden: Readonly<Record<string, boolean>>): string {
  return JSON.stringify(Object.keys(hidden).filter((id) => hidden[id] === false));
}

const listeners = new Set<() => void>();

export const columnVisibilityStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key?.startsWith("switchboard.table-columns.") && listener();
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  },
  read(tableId: string): string | null {
    try {
      return window.localStorage.getItem(storageKey(tableId));
    } catch {
      return null;
    }
  },
  write(tableId: string, hidden: Readonly<Record<string, boolean>>) {
    try {
      window.localStorage.setItem(storageKey(tableId), serializeHiddenColumns(hidden));
    } catch {
      // Storage refused (private mode, quota): the choice lasts until the page is left.
    }
    for (const listener of listeners) listener();
  },
};
