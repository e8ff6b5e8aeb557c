"use client";

import { useSyncExternalStore } from "react";

/**
 * A module kept out of the page's first load: `preload` fetches it once (again after a failed fetch), and
 * `useModule` gives it to components once it is there, drawing them again when it arrives. The server and
 * hydration see it missing, so what they draw is what the page shows before the module is wanted.
 */
export function lazyModule<Module>(load: () => Promise<Module>) {
  let loaded: Module | undefined;
  let loading: Promise<void> | undefined;
  const listeners = new Set<() => void>();

  function preload() {
    loading ??= load().then(
      (arrived) => {
        loaded = arrived;
        for (const listener of listeners) listener();
      },
      () => void (loading = undefined),
    );
    return loading;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }

  /** The module if it has arrived. */
  const current = () => loaded;
  const useModule = () => useSyncExternalStore(subscribe, current, () => undefined);

  /**
   * Fetches the module, and again `retryMs` after each failed fetch, until it arrives or the returned function is
   * called: for what someone is waiting on now (a dialog pressed open), where a fetch that failed once must not
   * leave them waiting for good.
   */
  function keepLoading(retryMs: number): () => void {
    let isStopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const attempt = () =>
      void preload().then(() => {
        if (!isStopped && loaded === undefined) retry = setTimeout(attempt, retryMs);
      });
    attempt();
    return () => {
      isStopped = true;
      clearTimeout(retry);
    };
  }

  return { preload, current, useModule, keepLoading };
}
