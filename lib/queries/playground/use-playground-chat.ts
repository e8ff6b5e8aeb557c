"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";

import {
  getPlaygroundReply,
  sendPlaygroundMessage,
  sendPlaygroundMessageAsync,
  startPlaygroundConversation,
  listPlaygroundMessages,
} from "@/lib/console/contract/playground";
import { consoleQueryKey } from "@/lib/console/contract/query-key";

import { callConsole } from "../call-console";
import { limitOf } from "../console-fetch";
import { isTurnActive, playgroundTimeline, playgroundTurnsReducer, type PlaygroundTurn } from "./playground-turns";
import { pollUntilSettled } from "./poll-until-settled";
import type { ReplyMode } from "./reply-mode";
import { usePlaygroundMessagesQuery } from "./use-playground-messages-query";

/** Why a message got no answer though the send worked: a person has taken the conversation over. */
export const manualModeNotice = "The agent did not answer: a person has taken this conversation over. Start a new conversation to test the agent.";

/** Keeps the conversation open in the address, so a reload comes back to it. */
function rememberConversation(conversationId: string | undefined) {
  const url = new URL(window.location.href);
  if (conversationId) url.searchParams.set("conversation", conversationId);
  else url.searchParams.delete("conversation");
  window.history.replaceState(window.history.state, "", url);
}

type Options = { organizationId: string; agentId: string; initialConversationId?: string };

/**
 * The playground's chat: the open conversation (opened with the first message), its messages, and the
 * messages sent but not answered yet. A message is answered in the same request (sync), or stored and
 * its answer polled for (async); a failure keeps the text, to send again.
 */
export function usePlaygroundChat({ organizationId, agentId, initialConversationId }: Options) {
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState(initialConversationId);
  const [turns, dispatch] = useReducer(playgroundTurnsReducer, []);
  const messages = usePlaygroundMessagesQuery(organizationId, agentId, conversationId);
  const current = useRef(conversationId);
  const opening = useRef<Promise<string> | null>(null);
  const inFlight = useRef(new Set<AbortController>());

  useEffect(() => {
    const controllers = inFlight.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  const openConversation = useCallback((id: string | undefined) => {
    current.current = id;
    setConversationId(id);
    rememberConversation(id);
  }, []);

  const ensureConversation = useCallback(
    async (signal: AbortSignal) => {
      if (current.current) return current.current;
      opening.current ??= callConsole(startPlaygroundConversation, { params: { organizationId, agentId }, signal })
        .then((created) => created.id)
        .finally(() => {
          opening.current = null;
        });
      const id = await opening.current;
      // A conversation just opened has no messages: nothing to read before the first one is stored.
      queryClient.setQueryData(consoleQueryKey(listPlaygroundMessages, { params: { organizationId, agentId, conversationId: id } }), []);
      if (!signal.aborted) openConversation(id);
      return id;
    },
    [agentId, organizationId, openConversation, queryClient],
  );

  const run = useCallback(
    async (turnId: string, text: string, mode: ReplyMode) => {
      const controller = new AbortController();
      const { signal } = controller;
      inFlight.current.add(controller);
      try {
        const id = await ensureConversation(signal);
        const queryKey = consoleQueryKey(listPlaygroundMessages, { params: { organizationId, agentId, conversationId: id } });
        // A read that started before the message was stored cannot show it: it is dropped for one that starts now.
        const refresh = async () => {
          await queryClient.cancelQueries({ queryKey });
          await queryClient.invalidateQueries({ queryKey });
        };
        const params = { organizationId, agentId, conversationId: id };
        const body = { message: text };
        if (mode === "sync") {
          const reply = await callConsole(sendPlaygroundMessage, { params, body, signal });
          dispatch({ type: "stored", id: turnId, questionId: reply.questionId });
          await refresh();
          if (signal.aborted) return;
          dispatch(reply.role === "conversation_user" ? { type: "failed", id: turnId, error: manualModeNotice } : { type: "settled", id: turnId });
          return;
        }
        const question = await callConsole(sendPlaygroundMessageAsync, { params, body, signal });
        dispatch({ type: "stored", id: turnId, questionId: question.id });
        void refresh();
        const reply = await pollUntilSettled(async () => callConsole(getPlaygroundReply, { params: { ...params, messageId: question.id }, signal }), {
          signal,
        });
        if (reply.status === "failed") {
          dispatch({ type: "failed", id: turnId, error: reply.error ?? "The agent could not answer." });
          return;
        }
        await refresh();
        if (!signal.aborted) dispatch({ type: "settled", id: turnId });
      } catch (error) {
        if (signal.aborted) return;
        dispatch({
          type: "failed",
          id: turnId,
          error: error instanceof Error ? error.message : "The message could not be sent. Try again.",
          limit: limitOf(error),
        });
      } finally {
        inFlight.current.delete(controller);
      }
    },
    [agentId, ensureConversation, organizationId, queryClient],
  );

  const send = useCallback(
    (text: string, mode: ReplyMode) => {
      const id = crypto.randomUUID();
      dispatch({ type: "started", id, text });
      void run(id, text, mode);
    },
    [run],
  );

  const retry = useCallback(
    (turn: PlaygroundTurn, mode: ReplyMode) => {
      dispatch({ type: "retried", id: turn.id });
      void run(turn.id, turn.text, mode);
    },
    [run],
  );

  const dismiss = useCallback((turn: PlaygroundTurn) => dispatch({ type: "dismissed", id: turn.id }), []);

  const startOver = useCallback(() => {
    inFlight.current.forEach((controller) => controller.abort());
    inFlight.current.clear();
    opening.current = null;
    dispatch({ type: "reset" });
    openConversation(undefined);
  }, [openConversation]);

  return {
    conversationId,
    messages,
    timeline: playgroundTimeline(messages.data ?? [], turns),
    isAnswering: turns.some(isTurnActive),
    send,
    retry,
    dismiss,
    startOver,
  };
}
