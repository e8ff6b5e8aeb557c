"use client";

import { useEffect } from "react";

/**
 * Marks the document `data-hydrated` once React has taken over the server's HTML: from then on, every
 * control answers. Browser tests wait for it before they act on a page that has just loaded.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
