"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useReducer, useRef, useState } from "react";

import { toast } from "@/components/ui/toast";
import { consoleHref } from "@/lib/console/contract/href";
import { getInboxConversation, listInboxConversations, listSavedReplies, streamInboxEvents } from "@/lib/console/contract/inbox";
import { consoleQueryKey, consoleQueryScope } from "@/lib/console/contract/query-key";
import { claimTakenBy } from "@/lib/console/inbox/claim-decision";
import { applyEventToList, applyEventToThreadCache, type ThreadCache } from "@/lib/console/inbox/inbox-cache";
import { initialStreamStatus, nextStreamStatus, shouldPoll, type StreamStatus } from "@/lib/console/inbox/stream-status";
import { entersWaiting } from "@/lib/console/inbox/waiting-alerts";
import { inboxEvent, type InboxConversation, type InboxEvent, type InboxList } from "@/lib/schemas/console/inbox";

/** How long to wait before opening a new stream when the browser gave up on one (it retries by itself otherwise). */
const reopenAfterMs = 5_000;

type Options = {
  /** Told when a live event puts a conversation in the Waiting queue. */
  onEntersWaiting?: (conversation: InboxConversation) => void;
};

/**
 * The inbox's live events: one stream per page. Each event updates the list and the open thread in place, and
 * says so when an admin took one of the user's conversations over; a stream that comes back (or the server
 * asking for it) re-reads the inbox, so nothing is missed. While the stream is down for more than a few
 * seconds, `isPolling` says the inbox should read the server itself.
 */
export function useInboxEvents(organizationId: string, { onEntersWaiting }: Options = {}): { status: StreamStatus; isPolling: boolean } {
  const queryClient = useQueryClient();
  const [status, dispatch] = useReducer(nextStreamStatus, initialStreamStatus);
  const [startedAt] = useState(() => Date.now());
  const [now, setNow] = useState(startedAt);
  const alert = useRef(onEntersWaiting);
  useEffect(() => {
    alert.current = onEntersWaiting;
  }, [onEntersWaiting]);

  useEffect(() => {
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    let lastEventId: string | undefined;
    let hasBeenReady = false;
    const listKey = consoleQueryKey(listInboxConversations, { params: { organizationId } });

    function apply(event: InboxEvent) {
      const list = queryClient.getQueryData<InboxList>(listKey);
      if (list && event.type === "conversation") {
        const held = list.conversations.find((conversation) => conversation.id === event.conversation.id);
        if (entersWaiting(held, event.conversation)) alert.current?.(event.conversation);
        const takenBy = claimTakenBy(held, event.conversation, list.operatorId);
        if (takenBy) toast.info(`${takenBy.name} took ${event.conversation.userName}'s conversation over from you.`);
      }
      queryClient.setQueryData<InboxList>(listKey, (current) => (current ? applyEventToList(current, event) : current));
      const conversationId = event.type === "conversation" ? event.conversation.id : event.conversationId;
      queryClient.setQueryData<ThreadCache>(consoleQueryKey(getInboxConversation, { params: { organizationId, conversationId } }), (thread) =>
        thread ? applyEventToThreadCache(thread, conversationId, event) : thread,
      );
    }

    function open() {
      const openedAt = Date.now();
      const stream = new EventSource(consoleHref(streamInboxEvents, { organizationId }, { lastEventId }));
      source = stream;
      stream.addEventListener("ready", (message) => {
        const { reset } = parseReady(message.data);
        if (message.lastEventId) lastEventId = message.lastEventId;
        // A list read before this stream opened may have missed what happened in between.
        const readAt = queryClient.getQueryState(listKey)?.dataUpdatedAt ?? 0;
        const isStale = readAt > 0 && readAt < openedAt;
        if (hasBeenReady || reset || isStale) {
          void queryClient.invalidateQueries({ queryKey: consoleQueryScope(listInboxConversations, { params: { organizationId } }) });
          void queryClient.invalidateQueries({ queryKey: consoleQueryKey(listSavedReplies, { params: { organizationId } }) });
        }
        hasBeenReady = true;
        dispatch({ type: "ready" });
      });
      stream.addEventListener("inbox", (message) => {
        if (message.lastEventId) lastEventId = message.lastEventId;
        const parsed = inboxEvent.safeParse(parseJson(message.data));
        if (parsed.success) apply(parsed.data);
      });
      stream.addEventListener("error", () => {
        dispatch({ type: "error", at: Date.now() });
        if (stream.readyState === EventSource.CLOSED) {
          stream.close();
          reopen = setTimeout(open, reopenAfterMs);
        }
      });
    }

    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [organizationId, queryClient]);

  const isLive = status.state === "live";
  useEffect(() => {
    if (isLive) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [isLive]);

  return { status, isPolling: shouldPoll(status, now, startedAt) };
}

function parseJson(data: unknown): unknown {
  try {
    return typeof data === "string" ? JSON.parse(data) : undefined;
  } catch {
    return undefined;
  }
}

function parseReady(data: unknown): { reset: boolean } {
  const parsed = parseJson(data) as { reset?: unknown } | undefined;
  return { reset: parsed?.reset === true };
}
