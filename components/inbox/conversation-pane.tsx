"use client";

import { ArrowLeft } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { newEchoId } from "@/lib/console/inbox/echo-id";
import { ConsoleRequestError } from "@/lib/queries/console-fetch";
import { inboxHref } from "@/lib/queries/inbox/inbox-hrefs";
import { useDiscardReply } from "@/lib/queries/inbox/use-discard-reply";
import { useInboxThreadQuery } from "@/lib/queries/inbox/use-inbox-thread-query";
import { useSendReplyMutation } from "@/lib/queries/inbox/use-send-reply-mutation";

import { ConversationDetails } from "./conversation-details";
import { useInboxContext } from "./inbox-context";
import { MessageLog } from "./message-log";
import { ReplyComposer } from "./reply-composer";
import { ThreadHeader } from "./thread-header";
import { ThreadSkeleton } from "./thread-skeleton";
import { useMarkReadWhileOpen } from "./use-mark-read-while-open";

/** The open conversation: its header and actions, its whole history, the reply box, and the side panel. */
export function ConversationPane({ conversationId }: { conversationId: string }) {
  const { organizationId, operatorId, operatorName, canTakeFromOthers, pollMs, searchString } = useInboxContext();
  const thread = useInboxThreadQuery(organizationId, conversationId, { pollMs });
  const send = useSendReplyMutation(organizationId, conversationId);
  const discard = useDiscardReply(organizationId, conversationId);
  useMarkReadWhileOpen(organizationId, conversationId, thread.data?.messages.at(-1));

  const backLink = (
    <Button asChild variant="ghost" size="sm" className="w-fit lg:hidden">
      <Link href={`${inboxHref}${searchString}`}>
        <ArrowLeft aria-hidden="true" />
        Back to the list
      </Link>
    </Button>
  );

  if (thread.isPending) return <ThreadSkeleton />;
  if (thread.isError) {
    const isGone = thread.error instanceof ConsoleRequestError && thread.error.status === 404;
    return (
      <QueryErrorState
        title={isGone ? "This conversation is not in your inbox" : "The conversation could not be opened"}
        error={thread.error}
        onRetry={() => thread.refetch()}
      />
    );
  }

  const { conversation } = thread.data;
  const sendReply = (message: string, echoId: string = newEchoId()) => send.mutate({ message, echoId, authorName: operatorName });
  return (
    <div className="@container min-h-0 rounded-lg border p-3 sm:p-4 lg:h-full lg:overflow-y-auto lg:@2xl:overflow-hidden">
      <div className="grid gap-4 lg:h-full lg:grid-rows-[100%_auto] @2xl:grid-cols-[minmax(0,1fr)_16rem] lg:@2xl:grid-rows-1">
        {/* On a phone the thread fills the screen: the messages scroll between the header and the reply box. */}
        <section aria-labelledby="thread-title" className="flex min-h-0 flex-col gap-3 max-lg:h-[calc(100dvh-7rem)] max-lg:min-h-[30rem]">
          {backLink}
          <ThreadHeader organizationId={organizationId} thread={thread.data} operatorId={operatorId} canTakeFromOthers={canTakeFromOthers} />
          <MessageLog
            className="min-h-48 flex-1 overflow-y-auto p-1 pr-2"
            organizationId={organizationId}
            thread={thread.data}
            operatorName={operatorName}
            onRetry={(echoId, text) => sendReply(text, echoId)}
            onDiscard={discard}
          />
          <ReplyComposer key={conversation.id} organizationId={organizationId} conversation={conversation} onSend={(text) => sendReply(text)} />
        </section>
        <ConversationDetails organizationId={organizationId} thread={thread.data} />
      </div>
    </div>
  );
}
