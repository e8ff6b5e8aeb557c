import { useCallback, useEffect, useRef, useState } from "preact/hooks";

import type { WidgetThread } from "@/lib/schemas/widget";

import type { WidgetApi } from "./api";
import { WidgetApiError } from "./api-errors";

const pollingMs = 3_000;
const failuresBeforePolling = 3;

/** How long to wait before reading again after a failed read: what a 429 asks for, at least the polling interval. */
export function retryDelayMs(error: unknown): number {
  const seconds = error instanceof WidgetApiError ? (error.retryAfterSeconds ?? 0) : 0;
  return Math.max(seconds * 1000, pollingMs);
}

type Handlers = { onRead: (thread: WidgetThread) => void; onGone: (conversationId: string) => void };

/**
 * Keeps a conversation up to date: reads it again whenever its event stream says it changed. When the
 * stream keeps failing, the conversation is read every 3 s instead, while the chat is open.
 */
export function useLiveThread(api: WidgetApi, conversationId: string | undefined, isOpen: boolean, handlers: Handlers) {
  const [pollingFor, setPollingFor] = useState<string>();
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const read = useCallback(
    (id: string): Promise<void> => {
      const attempt = (): Promise<void> => {
        clearTimeout(retry.current);
        return api.thread(id).then(
          (thread) => handlersRef.current.onRead(thread),
          (error: unknown) => {
            if (error instanceof WidgetApiError && error.status === 404) {
              handlersRef.current.onGone(id);
              return;
            }
            // A read refused for now (the service busy or out of its rate) is tried again: the change it was
            // told of would otherwise stay unseen until the next one.
            retry.current = setTimeout(() => void attempt(), retryDelayMs(error));
          },
        );
      };
      return attempt();
    },
    [api],
  );
  useEffect(() => () => clearTimeout(retry.current), [conversationId]);

  useEffect(() => {
    if (!conversationId || typeof EventSource !== "function") return;
    const source = new EventSource(api.eventsUrl(conversationId));
    let failures = 0;
    source.addEventListener("ready", () => {
      failures = 0;
      void read(conversationId);
    });
    source.addEventListener("changed", () => void read(conversationId));
    source.onerror = () => {
      failures += 1;
      if (failures >= failuresBeforePolling || source.readyState === EventSource.CLOSED) {
        source.close();
        setPollingFor(conversationId);
      }
    };
    return () => source.close();
  }, [api, conversationId, read]);

  const isPolling = conversationId !== undefined && (pollingFor === conversationId || typeof EventSource !== "function");
  useEffect(() => {
    if (!conversationId || !isPolling || !isOpen) return;
    const timer = setInterval(() => void read(conversationId), pollingMs);
    return () => clearInterval(timer);
  }, [conversationId, isPolling, isOpen, read]);
}
