"use client";

import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/**
 * False while React hydrates the server's HTML (and on the server), true from the next render on. Text that
 * comes from data the browser may already hold when a streamed part of the page hydrates (a query another
 * part started) waits for it, so the first render matches what the server sent.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
