/**
 * One listener of the browser's popstate, added when this module loads: before the router adds its own, so a
 * handler given here sees Back and Forward first and can keep the router from acting on them
 * (`event.stopImmediatePropagation()`). The module is loaded by the root layout, ahead of the router's listener.
 */
let first: ((event: PopStateEvent) => void) | null = null;

if (typeof window !== "undefined") window.addEventListener("popstate", (event) => first?.(event));

/** Makes `handler` the one that sees each popstate first, until the answer is called. */
export function handlePopStateFirst(handler: (event: PopStateEvent) => void): () => void {
  first = handler;
  return () => {
    if (first === handler) first = null;
  };
}
