import { useEffect, useRef } from "preact/hooks";

import type { WidgetBoot } from "@/lib/schemas/widget";
import { frameMessageSource, isFrameMessage, type FrameLayoutMessage } from "@/lib/widget/frame-messages";

import { claimedOriginOf, frameContext, frameTargetOrigin, isTrustedSender, type FrameFacts } from "./frame";

function readFrameFacts(): FrameFacts {
  let isFramed = true;
  try {
    isFramed = window.parent !== window;
  } catch {
    // A parent the page may not look at is a parent all the same.
  }
  return { isFramed, ancestorOrigin: location.ancestorOrigins?.[0], referrer: document.referrer, claimedOrigin: claimedOriginOf(location.hash) };
}

/** Where the page is shown and the origin it may post to, read once when it loads. */
export function frameOf(boot: WidgetBoot) {
  const facts = readFrameFacts();
  return { context: frameContext(facts, boot.consoleOrigin), targetOrigin: frameTargetOrigin(facts, boot.allowedOrigins) };
}

/**
 * Tells the website's loader how much room the page needs, whenever that changes. `launcherSize` is the
 * launcher's larger side as drawn: a launcher with text is wider than it is tall.
 */
export function useLayoutMessages(
  targetOrigin: string | undefined,
  state: FrameLayoutMessage["state"],
  position: FrameLayoutMessage["position"],
  launcherSize: number,
) {
  useEffect(() => {
    if (!targetOrigin) return;
    const message: FrameLayoutMessage = { source: frameMessageSource, type: "layout", state, position, launcherSize };
    window.parent.postMessage(message, targetOrigin);
  }, [targetOrigin, state, position, launcherSize]);
}

/** Opens or closes the chat when the website's loader asks, from the parent window on an allowed origin only. */
export function useFrameCommands(allowedOrigins: readonly string[], onCommand: (command: "open" | "close") => void) {
  const handlerRef = useRef(onCommand);
  useEffect(() => {
    handlerRef.current = onCommand;
  });
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isTrustedSender({ origin: event.origin, isFromParent: event.source === window.parent && window.parent !== window }, allowedOrigins)) return;
      if (isFrameMessage(event.data) && event.data.type === "command") handlerRef.current(event.data.command === "open" ? "open" : "close");
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [allowedOrigins]);
}
