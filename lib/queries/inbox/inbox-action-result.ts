"use client";

import type { QueryClient } from "@tanstack/react-query";

import { getInboxConversation, listInboxConversations } from "@/lib/console/contract/inbox";
import { consoleQueryKey } from "@/lib/console/contract/query-key";
import { withActionResult, type ThreadCache } from "@/lib/console/inbox/inbox-cache";
import type { InboxConversation, InboxList } from "@/lib/schemas/console/inbox";

import { ConsoleRequestError } from "../console-fetch";

/** Puts the summary an action answered with into the list and the open thread at once, before any live event. */
export function storeActionResult(queryClient: QueryClient, organizationId: string, summary: InboxConversation) {
  queryClient.setQueryData<InboxList>(consoleQueryKey(listInboxConversations, { params: { organizationId } }), (list) =>
    list ? { ...list, conversations: withActionResult(list.conversations, summary) } : list,
  );
  queryClient.setQueryData<ThreadCache>(consoleQueryKey(getInboxConversation, { params: { organizationId, conversationId: summary.id } }), (thread) =>
    thread ? { ...thread, conversation: withActionResult([thread.conversation], summary)[0]! } : thread,
  );
}

/** After a 409 (someone else holds the conversation, which the toast names), reads it again to show who. */
export async function rereadOnConflict(queryClient: QueryClient, organizationId: string, conversationId: string, error: unknown) {
  if (error instanceof ConsoleRequestError && error.status === 409) {
    await queryClient.invalidateQueries({ queryKey: consoleQueryKey(getInboxConversation, { params: { organizationId, conversationId } }) });
  }
}
