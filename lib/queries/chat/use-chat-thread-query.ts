"use client";

import { useQuery } from "@tanstack/react-query";

import { getChatThread } from "@/lib/console/contract/chat";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import type { ChatThread } from "@/lib/schemas/console/chat";

import { callConsole } from "../call-console";
import { mergeThread } from "./chat-timeline";

/** How often the chat asks for new messages (an operator's replies) while the page is visible. */
export const chatPollMs = 1_500;

type Options = { organizationId: string; agentId: string; conversationId: string | undefined; isPaused: boolean };

/**
 * The open chat's conversation and messages, read again every 1.5 s while the page is visible and no
 * message is being sent. Reads are merged by message id, so nothing shows twice or goes missing; after
 * a failed read polling stops until the customer asks to try again.
 */
export function useChatThreadQuery({ organizationId, agentId, conversationId, isPaused }: Options) {
  return useQuery({
    queryKey: consoleQueryKey(getChatThread, { params: { organizationId, agentId, conversationId: conversationId ?? "" } }),
    queryFn: async ({ signal }) => callConsole(getChatThread, { params: { organizationId, agentId, conversationId: conversationId! }, signal }),
    enabled: Boolean(conversationId),
    staleTime: 0,
    refetchInterval: (query) => (isPaused || query.state.status === "error" ? false : chatPollMs),
    refetchOnWindowFocus: true,
    structuralSharing: (previous, next) => mergeThread(previous as ChatThread | undefined, next as ChatThread),
  });
}
