"use client";

import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";

import { toasterRequest } from "./toast";

const Toaster = dynamic(() => import("./sonner").then((module) => module.Toaster), { ssr: false });

/** Browsers without requestIdleCallback (Safari) wait this long after hydration instead. */
const idleFallbackMs = 1_000;

/**
 * Where the toasts appear: Sonner's toaster, loaded once the page is idle (so its live region is there before the
 * first toast, and Alt+T finds it) or at the first toast if that comes sooner, rather than with every page.
 */
export function LazyToaster() {
  const isRequested = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.isRequested, () => false);

  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(toasterRequest.request);
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(toasterRequest.request, idleFallbackMs);
    return () => window.clearTimeout(timer);
  }, []);

  return isRequested ? <Toaster /> : null;
}
