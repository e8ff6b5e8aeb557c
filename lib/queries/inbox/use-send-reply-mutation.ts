"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";

import { getInboxConversation, listInboxConversations, sendInboxReply } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { applyEventToList, type ThreadCache } from "@/lib/console/inbox/inbox-cache";
import { addPending, confirmPending, failPending } from "@/lib/console/inbox/thread-messages";
import type { InboxList, inboxReplyBody } from "@/lib/schemas/console/inbox";

import { callConsole } from "../call-console";

/** A reply to send, or to send again: the same echo id makes a second attempt safe. */
export type SendReply = z.input<typeof inboxReplyBody> & { authorName: string | null };

/**
 * Sends an operator's reply. It shows at once as "sending"; the server's copy replaces it, or it stays, marked
 * not sent, with its text, to be sent again with the same echo id (the server sends nothing twice).
 */
export function useSendReplyMutation(organizationId: string, conversationId: string) {
  const queryClient = useQueryClient();
  const threadKey = consoleQueryKey(getInboxConversation, { params: { organizationId, conversationId } });
  const updateThread = (update: (thread: ThreadCache) => ThreadCache) =>
    queryClient.setQueryData<ThreadCache>(threadKey, (thread) => (thread ? update(thread) : thread));

  return useMutation({
    mutationFn: async ({ message, echoId }: SendReply) =>
      callConsole(sendInboxReply, { params: { organizationId, conversationId }, body: { message, echoId } }),
    onMutate: ({ message, echoId, authorName }) => {
      updateThread((thread) => ({
        ...thread,
        ...addPending(thread, { echoId, senderRole: "manual_assistant", text: message, at: new Date().toISOString(), files: [], feedback: [], authorName }),
      }));
    },
    onSuccess: async (sent, { echoId }) => {
      const wasWithAi = queryClient.getQueryData<ThreadCache>(threadKey)?.conversation.mode === "ai";
      updateThread((thread) => ({ ...thread, ...confirmPending(thread, echoId, sent) }));
      queryClient.setQueryData<InboxList>(consoleQueryKey(listInboxConversations, { params: { organizationId } }), (list) =>
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
