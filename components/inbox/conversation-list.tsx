"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Inbox, SearchX, TriangleAlert } from "lucide-react";
import type { RefObject } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { inboxViews, isQueueView, matchesElsewhere, type InboxViewId } from "@/lib/console/inbox/inbox-views";
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
  /** How many conversations each view holds as narrowed, to say where else a search finds some. */
  counts: Record<InboxViewId, number> | undefined;
  /** The element the list scrolls in. */
  scrollRef: RefObject<HTMLElement | null>;
  onClearSearch: () => void;
};

/**
 * The conversations of the current view, in its order, in their loading, error, empty and listed states; a
 * search that finds nothing says so (and where else it finds something) rather than what the view is for.
 */
export function ConversationList({ query, conversations, openId, counts, scrollRef, onClearSearch }: Props) {
  const { search, searchString } = useInboxContext();
  const viewLabel = inboxViews.find((view) => view.id === search.view)!.label;

  if (query.isPending) return <ConversationListSkeleton />;
  if (query.isError) return <QueryErrorState title="The inbox could not be loaded" error={query.error} onRetry={() => query.refetch()} />;

  const troubled = query.data.agents.filter((agent) => agent.problem);
  const isFiltered = Boolean(search.filters.agentId || search.filters.channel);
  const searchText = search.filters.text;
  const elsewhere = counts ? matchesElsewhere(counts, search.view) : undefined;
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
      ) : conversations.length === 0 && searchText ? (
        <EmptyState
          icon={SearchX}
          title={`Nothing in ${viewLabel} matches “${searchText}”`}
          description={[
            "The search looks for every word in the contact's name, email and last message.",
            isFiltered ? "Only the agent or channel chosen is searched." : "",
            elsewhere ? `It finds ${elsewhere}.` : "",
          ]
            .filter(Boolean)
            .join(" ")}
          action={
            <Button type="button" variant="outline" onClick={onClearSearch}>
              Clear search
            </Button>
          }
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
          isWaitingView={isQueueView(search.view)}
          operatorId={query.data.operatorId}
        />
      )}
    </div>
  );
}
