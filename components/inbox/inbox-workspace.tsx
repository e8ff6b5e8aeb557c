"use client";

import { useParams, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";

import { PageHeader } from "@/components/ui/page-header";
import { adjacentConversationId } from "@/lib/console/inbox/adjacent-conversation";
import { channelsOf, inboxSearchString, parseInboxSearch } from "@/lib/console/inbox/inbox-search";
import { shortcutOf } from "@/lib/console/inbox/inbox-shortcuts";
import { conversationsInView, inboxViews, viewCounts, type InboxFilters as Filters } from "@/lib/console/inbox/inbox-views";
import { inboxConversationHref, inboxHref } from "@/lib/queries/inbox/inbox-hrefs";
import { useInboxEvents } from "@/lib/queries/inbox/use-inbox-events";
import { useInboxQuery } from "@/lib/queries/inbox/use-inbox-query";
import { cn } from "@/lib/utils/cn";

import { ConnectionStatus } from "./connection-status";
import { ConversationList } from "./conversation-list";
import { InboxContextProvider, type InboxContextValue } from "./inbox-context";
import { InboxFilters } from "./inbox-filters";
import { InboxSearchField } from "./inbox-search-field";
import { InboxViewsNav } from "./inbox-views-nav";
import { MuteToggle } from "./mute-toggle";
import { SavedRepliesDialog } from "./saved-replies-dialog";
import { ShortcutsHelpDialog } from "./shortcuts-help-dialog";
import { useMutedPreference } from "./use-muted-preference";
import { useWaitingAlerts } from "./use-waiting-alerts";

const pollMs = 5_000;

type Props = { organizationId: string; operatorName: string; canTakeFromOthers: boolean; children: ReactNode };

/**
 * The inbox: the queues and filters, the conversations of the chosen queue, and the open conversation beside
 * them (three panes on wide screens, two on laptops), kept live by one event stream. Below that (a phone) it
 * shows one screen at a time, as phones do: the list, or the open conversation with its way back to the list.
 */
export function InboxWorkspace({ organizationId, operatorName, canTakeFromOthers, children }: Props) {
  const router = useRouter();
  const params = useParams<{ conversationId?: string }>();
  const openId = params.conversationId ? decodeURIComponent(params.conversationId) : undefined;
  const searchParams = useSearchParams();
  const search = useMemo(() => parseInboxSearch(searchParams), [searchParams]);
  const searchString = inboxSearchString(search);

  const [isMuted, setMuted] = useMutedPreference();
  const openConversation = useCallback((id: string) => router.push(`${inboxConversationHref(id)}${searchString}`), [router, searchString]);
  const alerts = useWaitingAlerts({ isMuted, onOpen: openConversation });
  const live = useInboxEvents(organizationId, { onEntersWaiting: alerts.onEntersWaiting });
  const inbox = useInboxQuery(organizationId, { pollMs: live.isPolling ? pollMs : false });
  const [isHelpOpen, setHelpOpen] = useState(false);
  const listScrollRef = useRef<HTMLElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const all = inbox.data?.conversations;
  const operatorId = inbox.data?.operatorId;
  const conversations = useMemo(() => (all ? conversationsInView(all, search.view, operatorId ?? "", search.filters) : []), [all, search, operatorId]);
  const counts = useMemo(() => (all ? viewCounts(all, operatorId ?? "", search.filters) : undefined), [all, operatorId, search.filters]);
  const channels = useMemo(() => channelsOf(all ?? []), [all]);
  const visibleIds = useMemo(() => conversations.map((conversation) => conversation.id), [conversations]);

  const context: InboxContextValue = useMemo(
    () => ({ organizationId, operatorId, operatorName, canTakeFromOthers, search, searchString, pollMs: live.isPolling ? pollMs : false, visibleIds }),
    [organizationId, operatorId, operatorName, canTakeFromOthers, search, searchString, live.isPolling, visibleIds],
  );

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = shortcutOf(event, event.target as HTMLElement | null);
      if (action === "help") {
        event.preventDefault();
        setHelpOpen(true);
      } else if (action === "search" && searchRef.current && searchRef.current.getClientRects().length > 0) {
        // Only where the search is shown: a phone's screen of one open conversation has no list to search.
        event.preventDefault();
        searchRef.current.focus();
      } else if (action === "next" || action === "previous") {
        const next = adjacentConversationId(visibleIds, openId, action === "next" ? 1 : -1);
        if (!next) return;
        event.preventDefault();
        openConversation(next);
      }
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [visibleIds, openId, openConversation]);

  const here = openId ? inboxConversationHref(openId) : inboxHref;
  const changeFilters = (filters: Filters) => router.replace(`${here}${inboxSearchString({ ...search, filters })}`);
  // Each key typed replaces the address rather than adding to the history (and asks nothing of the server), so
  // a reload or a copied link keeps the search while Back does not step through it letter by letter.
  const changeSearchText = (text: string | undefined) =>
    window.history.replaceState(null, "", `${here}${inboxSearchString({ ...search, filters: { ...search.filters, text } })}`);
  const clearSearch = () => {
    changeSearchText(undefined);
    searchRef.current?.focus();
  };

  return (
    <InboxContextProvider value={context}>
      <div className="flex flex-col gap-4 lg:h-[calc(100dvh-6.5rem)]">
        {/* On a phone an open conversation takes the whole screen: the page's title stays for assistive technology. */}
        {openId ? <h1 className="sr-only lg:hidden">Inbox</h1> : null}
        <PageHeader
          className={cn(openId && "max-lg:hidden")}
          title="Inbox"
          description="Conversations that need a person first; take over, reply, hand back or close."
          actions={
            <>
              <ConnectionStatus status={live.status} isPolling={live.isPolling} />
              <MuteToggle isMuted={isMuted} onChange={setMuted} />
              <SavedRepliesDialog organizationId={organizationId} />
              <ShortcutsHelpDialog isOpen={isHelpOpen} onOpenChange={setHelpOpen} />
            </>
          }
        />
        <p aria-live="assertive" className="sr-only">
          {alerts.announcement}
        </p>
        <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[18rem_minmax(0,1fr)] lg:grid-rows-[auto_minmax(0,1fr)] 2xl:grid-cols-[13rem_20rem_minmax(0,1fr)] 2xl:grid-rows-1">
          <aside
            aria-label="Views and filters"
            className={cn(
              "grid-cols-[minmax(0,1fr)] content-start gap-4 lg:col-start-1 lg:row-start-1 lg:grid 2xl:overflow-y-auto",
              openId ? "hidden" : "grid",
            )}
          >
            <InboxViewsNav search={search} counts={counts} />
            <InboxSearchField
              text={search.filters.text}
              matchCount={all ? conversations.length : undefined}
              viewLabel={inboxViews.find((view) => view.id === search.view)!.label}
              onChange={changeSearchText}
              inputRef={searchRef}
            />
            <InboxFilters filters={search.filters} agents={inbox.data?.agents ?? []} channels={channels} onChange={changeFilters} />
          </aside>
          <section
            ref={listScrollRef}
            aria-label="Conversations"
            tabIndex={0}
            className={cn(
              "relative max-h-[70dvh] min-h-0 overflow-y-auto rounded-lg border p-1.5 outline-none focus-visible:ring-2 focus-visible:ring-ring lg:col-start-1 lg:max-h-none lg:row-start-2 lg:block 2xl:col-start-2 2xl:row-start-1",
              openId && "hidden",
            )}
          >
            <ConversationList
              query={inbox}
              conversations={conversations}
              openId={openId}
              counts={counts}
              scrollRef={listScrollRef}
              onClearSearch={clearSearch}
            />
          </section>
          <div className={cn("min-h-0 min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1 2xl:col-start-3 2xl:row-span-1", !openId && "max-lg:hidden")}>
            {children}
          </div>
        </div>
      </div>
    </InboxContextProvider>
  );
}
