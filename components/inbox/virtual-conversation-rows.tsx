"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

import { useNow } from "@/components/ui/use-now";
import type { InboxConversation } from "@/lib/schemas/console/inbox";

import { ConversationRow } from "./conversation-row";

type Props = {
  label: string;
  conversations: InboxConversation[];
  openId: string | undefined;
  /** The element the list scrolls in; the list may sit below other content in it. */
  scrollRef: RefObject<HTMLElement | null>;
  rowProps: (conversation: InboxConversation) => { href: string; isUnread: boolean };
  isWaitingView: boolean;
  operatorId: string;
};

/** A row's height before it is measured: a name, two lines of preview and the agent line. */
const estimatedRowPx = 92;

/**
 * The rows of a conversation list, rendered only where the list is scrolled to (and a few beyond), so a long
 * inbox costs the browser what it shows. Each row says where it stands in the whole list, for assistive
 * technology; the open conversation is scrolled into view when it changes (keyboard navigation).
 */
export function VirtualConversationRows({ label, conversations, openId, scrollRef, rowProps, isWaitingView, operatorId }: Props) {
  const now = useNow(30_000);
  const listRef = useRef<HTMLUListElement>(null);
  const [listOffset, setListOffset] = useState(0);
  useLayoutEffect(() => {
    const list = listRef.current;
    const scroller = scrollRef.current;
    if (!list || !scroller) return;
    const measure = () => setListOffset(list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    // Content above the list (an agent's warning, say) moves it without resizing the scroller, but resizes the list's parent.
    if (list.parentElement && list.parentElement !== scroller) observer.observe(list.parentElement);
    return () => observer.disconnect();
  }, [scrollRef]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the app does not use the React Compiler; the virtualizer re-renders the list itself
  const virtualizer = useVirtualizer({
    count: conversations.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedRowPx,
    getItemKey: (index) => conversations[index]!.id,
    overscan: 6,
    scrollMargin: listOffset,
  });

  const openIndex = openId ? conversations.findIndex((conversation) => conversation.id === openId) : -1;
  useEffect(() => {
    if (openIndex >= 0) virtualizer.scrollToIndex(openIndex, { align: "auto" });
  }, [openIndex, virtualizer]);

  return (
    <ul ref={listRef} aria-label={label} className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => {
        const conversation = conversations[item.index]!;
        const { href, isUnread } = rowProps(conversation);
        return (
          <li
            key={item.key}
            ref={virtualizer.measureElement}
            data-index={item.index}
            aria-setsize={conversations.length}
            aria-posinset={item.index + 1}
            className="absolute inset-x-0 top-0 pb-1"
            style={{ transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` }}
          >
            <ConversationRow
              conversation={conversation}
              href={href}
              isOpen={conversation.id === openId}
              isUnread={isUnread}
              isWaitingView={isWaitingView}
              operatorId={operatorId}
              now={now}
            />
          </li>
        );
      })}
    </ul>
  );
}
