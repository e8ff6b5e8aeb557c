"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";

import { applyEventToList, type ThreadCache } from "@/lib/inbox/inbox-cache";
import { addPending, confirmPending, failPending } from "@/lib/inbox/thread-messages";
import { threadMessage, type InboxList } from "@/lib/schemas/console/inbox";

import { consoleFetch } from "../console-fetch";
import { inboxKeys } from "./keys";
import { inboxApiPaths } from "./paths";

/** A reply to send, or to send again: the same echo id makes a second attempt safe. */
export type SendReply = { message: string; echoId: string; authorName: string | null };

/**
 * Sends an operator's reply. It shows at once as "sending"; the server's copy replaces it, or it stays, marked
 * not sent, with its text, to be sent again with the same echo id (the server sends nothing twice).
 */
export function useSendReplyMutation(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  const threadKey = inboxKeys.thread(organizationId, conversationId);
  const updateThread = (update: (thread: ThreadCache) => ThreadCache) =>
    queryClient.setQueryData<ThreadCache>(threadKey, (thread) => (thread ? update(thread) : thread));

  return useMutation({
    mutationFn: async ({ message, echoId }: SendReply) =>
      threadMessage.parse(
        await consoleFetch<unknown>(inboxApiPaths.messages(organizationId, conversationId), { method: "POST", json: { message, echoId } }),
      ),
    onMutate: ({ message, echoId, authorName }) => {
      updateThread((thread) => ({
        ...thread,
        ...addPending(thread, { echoId, senderRole: "manual_assistant", text: message, at: new Date().toISOString(), files: [], feedback: [], authorName }),
      }));
    },
    onSuccess: async (sent, { echoId }) => {
      const wasWithAi = queryClient.getQueryData<ThreadCache>(threadKey)?.conversation.mode === "ai";
      updateThread((thread) => ({ ...thread, ...confirmPending(thread, echoId, sent) }));
      queryClient.setQueryData<InboxList>(inboxKeys.conversations(organizationId), (list) =>
        list ? applyEventToList(list, { type: "message", conversationId, message: sent }) : list,
      );
      // The first reply took the conversation over; read its new mode and operator if no live event has yet.
      if (wasWithAi) await queryClient.invalidateQueries({ queryKey: threadKey });
    },
    onError: (_error, { echoId }) => {
      updateThread((thread) => ({ ...thread, ...failPending(thread, echoId) }));
    },
  });
}
