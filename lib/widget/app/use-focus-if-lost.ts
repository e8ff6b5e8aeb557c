import type { RefObject } from "preact";
import { useEffect } from "preact/hooks";

/**
 * Puts focus on an element when it appears in place of the one that had it (a form replaced by the chat,
 * the composer by the "chat has ended" note), so keyboard users are not sent back to the top of the page.
 */
export function useFocusIfLost(ref: RefObject<HTMLElement>) {
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, [ref]);
}
