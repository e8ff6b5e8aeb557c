"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Inbox, TriangleAlert } from "lucide-react";
import type { RefObject } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { inboxViews } from "@/lib/console/inbox/inbox-views";
import { isUnread } from "@/lib/console/inbox/unread";
import { inboxConversationHref } from "@/lib/queries/inbox/inbox-hrefs";
import type { InboxConversation, InboxList } from "@/lib/schemas/console/inbox";

import { ConversationListSkeleton } from "./conversation-list-skeleton";
import { useInboxContext } from "./inbox-context";
import { emptyViewCopy } from "./inbox-view-copy";
import { VirtualConversationRows } from "./virtual-conversation-rows";

type Props = {
  query: UseQueryResult<InboxList>;
  conversations: InboxConversation[];
  openId: string | undefined;
  /** The element the list scrolls in. */
  scrollRef: RefObject<HTMLElement | null>;
};

/** The conversations of the current view, in its order, in their loading, error, empty and listed states. */
export function ConversationList({ query, conversations, openId, scrollRef }: Props) {
  const { search, searchString } = useInboxContext();
  const viewLabel = inboxViews.find((view) => view.id === search.view)!.label;

  if (query.isPending) return <ConversationListSkeleton />;
  if (query.isError) return <QueryErrorState title="The inbox could not be loaded" error={query.error} onRetry={() => query.refetch()} />;

  const troubled = query.data.agents.filter((agent) => agent.problem);
  const isFiltered = Boolean(search.filters.agentId || search.filters.channel);
  return (
    <div className="grid gap-3">
      {troubled.map((agent) => (
        <Alert key={agent.id} variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>{agent.name}&apos;s conversations could not be read</AlertTitle>
          <AlertDescription>{agent.problem}</AlertDescription>
        </Alert>
      ))}
      {query.data.agents.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title="No agents to watch"
          description="You see the conversations of the agents you work on. Ask an admin to give you an agent."
        />
      ) : conversations.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={emptyViewCopy[search.view].title}
          description={
            isFiltered ? "Nothing matches the agent or channel chosen. Choose All to see every conversation." : emptyViewCopy[search.view].description
          }
        />
      ) : (
        <VirtualConversationRows
          label={`Conversations: ${viewLabel}`}
          conversations={conversations}
          openId={openId}
          scrollRef={scrollRef}
          rowProps={(conversation) => ({
            href: `${inboxConversationHref(conversation.id)}${searchString}`,
            isUnread: conversation.id !== openId && isUnread(conversation, query.data.readUntil[conversation.id]),
          })}
          isWaitingView={search.view === "waiting"}
          operatorId={query.data.operatorId}
        />
      )}
    </div>
  );
}
