import { useCallback, useEffect, useMemo, useRef, useState } from "preact/hooks";

import type { WidgetAvailability, WidgetBoot, WidgetMessage, WidgetSendBody, WidgetStartBody, WidgetState, WidgetThread } from "@/lib/schemas/widget";

import { widgetApi } from "./api";
import { sendErrorText, WidgetApiError } from "./api-errors";
import { knownVisitorBody } from "./look";
import { hasNewReply, mergeThread, withVotes } from "./thread";
import type { PendingMessage } from "./timeline";
import { useLiveThread } from "./use-live-thread";

type Load = { status: "loading" } | { status: "error"; message: string } | { status: "ready" };
type Vote = NonNullable<WidgetMessage["vote"]>;
type Upload = (conversationId: string) => Promise<WidgetSendBody["files"] | undefined>;

const uploadFailedText = "Some files could not be uploaded. Remove them or try again.";

/**
 * The visitor's chat: what the widget read when it opened, the conversation kept up to date, and the
 * visitor's actions (start, send, vote, start over). Reads are merged by message id, so nothing flickers
 * or shows twice, and a read of a conversation the visitor has left is dropped.
 */
export function useWidgetChat(boot: WidgetBoot, isOpen: boolean) {
  const api = useMemo(() => widgetApi(boot.agentId), [boot.agentId]);
  const [load, setLoad] = useState<Load>({ status: "loading" });
  const [availability, setAvailability] = useState<WidgetAvailability>({ state: "open" });
  const [visitor, setVisitor] = useState<WidgetState["visitor"]>({ name: null, email: null });
  const [thread, setThread] = useState<WidgetThread | null>(null);
  const [pending, setPending] = useState<PendingMessage>();
  const [sendError, setSendError] = useState<string>();
  const [voteError, setVoteError] = useState<string>();
  const [hasUnread, setHasUnread] = useState(false);
  // What the visitor is writing: kept here, so it outlives a failed send, an ended chat and a new one.
  const [draft, setDraft] = useState("");
  const threadRef = useRef(thread);
  const votesRef = useRef(new Map<string, WidgetMessage["vote"]>());
  const isOpenRef = useRef(isOpen);
  useEffect(() => {
    isOpenRef.current = isOpen;
    if (isOpen) setHasUnread(false);
  }, [isOpen]);

  const replaceThread = useCallback((next: WidgetThread | null) => {
    threadRef.current = next;
    votesRef.current.clear();
    setThread(next);
  }, []);

  /** A read of the conversation on screen; any other conversation's is dropped. */
  const applyRead = useCallback((incoming: WidgetThread) => {
    const current = threadRef.current;
    if (current?.conversation.id !== incoming.conversation.id) return;
    if (!isOpenRef.current && hasNewReply(current, incoming)) setHasUnread(true);
    threadRef.current = withVotes(mergeThread(current, incoming), votesRef.current);
    setThread(threadRef.current);
  }, []);

  const reload = useCallback(() => {
    setLoad({ status: "loading" });
    api.state().then(
      (state) => {
        setAvailability(state.availability);
        setVisitor(state.visitor);
        replaceThread(state.thread);
        setLoad({ status: "ready" });
      },
      (error: unknown) => setLoad({ status: "error", message: sendErrorText(error) }),
    );
  }, [api, replaceThread]);
  useEffect(reload, [reload]);

  const conversation = thread?.conversation;
  const liveId = conversation && !conversation.isEnded ? conversation.id : undefined;
  useLiveThread(api, liveId, isOpen, {
    onRead: applyRead,
    onGone: (id) => {
      if (threadRef.current?.conversation.id === id) replaceThread(null);
    },
  });

  /** Starts a conversation from the pre-chat form; the route's error (with its field errors) when it fails. */
  async function start(body: WidgetStartBody): Promise<WidgetApiError | undefined> {
    try {
      replaceThread(await api.start(body));
      setVisitor((known) => ({ name: body.name || known.name, email: body.email || known.email }));
      return undefined;
    } catch (error) {
      return error instanceof WidgetApiError ? error : new WidgetApiError(0, "NETWORK", sendErrorText(error));
    }
  }

  /** Sends a message (starting the conversation first when there is none); false when it was not sent. */
  async function send(text: string, fileNames: string[], upload: Upload): Promise<boolean> {
    const message = text.trim();
    if (!message || pending) return false;
    const current = threadRef.current;
    setPending({ text: message, fileNames, knownIds: new Set(current?.messages.map((item) => item.id)) });
    setSendError(undefined);
    try {
      let conversationId = current?.conversation.id;
      if (!conversationId) {
        const started = await api.start(knownVisitorBody(visitor));
        replaceThread(started);
        conversationId = started.conversation.id;
      }
      const files = await upload(conversationId);
      if (!files) throw new Error(uploadFailedText);
      applyRead(await api.send(conversationId, { message, ...(files.length ? { files } : {}) }));
      return true;
    } catch (error) {
      setSendError(sendErrorText(error));
      const id = threadRef.current?.conversation.id;
      if (error instanceof WidgetApiError && error.code === "CONVERSATION_ENDED" && id) api.thread(id).then(applyRead, () => undefined);
      return false;
    } finally {
      setPending(undefined);
    }
  }

  /** The visitor's thumbs up or down, shown at once and taken back if it could not be saved. */
  function vote(messageId: string, choice: Vote) {
    const current = threadRef.current;
    if (!current) return;
    const previous = current.messages.find((item) => item.id === messageId)?.vote ?? null;
    votesRef.current.set(messageId, choice);
    applyRead(current);
    setVoteError(undefined);
    api.vote(current.conversation.id, messageId, { vote: choice }).catch((error: unknown) => {
      votesRef.current.set(messageId, previous);
      if (threadRef.current) applyRead(threadRef.current);
      setVoteError(`Your feedback was not saved. ${sendErrorText(error)}`);
    });
  }

  /** Leaves the conversation on screen for a new one (the form again, or an empty chat). */
  function startOver() {
    replaceThread(null);
    setSendError(undefined);
    setVoteError(undefined);
  }

  return { api, load, reload, availability, visitor, thread, pending, sendError, voteError, hasUnread, draft, setDraft, start, send, vote, startOver };
}

export type WidgetChat = ReturnType<typeof useWidgetChat>;
