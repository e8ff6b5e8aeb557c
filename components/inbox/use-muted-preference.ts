"use client";

import { useCallback, useSyncExternalStore } from "react";

const storageKey = "switchboard.inbox.muted";
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(storageKey) === "true";
  } catch {
    return false;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** Whether the inbox's sound is off, remembered in this browser (and the same in every tab). */
export function useMutedPreference(): [boolean, (isMuted: boolean) => void] {
  const isMuted = useSyncExternalStore(subscribe, read, () => false);
  const setMuted = useCallback((next: boolean) => {
    try {
      window.localStorage.setItem(storageKey, String(next));
    } catch {
      // Private windows may refuse storage; the choice then lasts until the page closes.
    }
    listeners.forEach((listener) => listener());
  }, []);
  return [isMuted, setMuted];
}
