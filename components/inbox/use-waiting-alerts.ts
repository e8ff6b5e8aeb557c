"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";

import { toast } from "@/components/ui/toast";
import { titleWithCount } from "@/lib/console/inbox/waiting-alerts";
import type { InboxConversation } from "@/lib/schemas/console/inbox";

import { playBeep } from "./play-beep";

/**
 * What the inbox does when a conversation starts waiting: a chime (unless muted), a toast to open it, a line
 * for screen readers, and a count in the tab's title until the operator comes back to the tab or moves on.
 */
export function useWaitingAlerts({ isMuted, onOpen }: { isMuted: boolean; onOpen: (conversationId: string) => void }) {
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState("");
  const settings = useRef({ isMuted, onOpen });
  useEffect(() => {
    settings.current = { isMuted, onOpen };
  }, [isMuted, onOpen]);

  const onEntersWaiting = useCallback((conversation: InboxConversation) => {
    setUnseen((count) => count + 1);
    const said = `${conversation.userName} is waiting for a person`;
    setAnnouncement(`${said}.`);
    if (!settings.current.isMuted) playBeep();
    toast(said, {
      id: `waiting:${conversation.id}`,
      description: conversation.escalationReason ?? `${conversation.agentName} handed the conversation over.`,
      action: { label: "Open", onClick: () => settings.current.onOpen(conversation.id) },
    });
  }, []);

  useEffect(() => {
    const clear = () => {
      if (document.visibilityState === "visible") setUnseen(0);
    };
    window.addEventListener("focus", clear);
    document.addEventListener("visibilitychange", clear);
    return () => {
      window.removeEventListener("focus", clear);
      document.removeEventListener("visibilitychange", clear);
    };
  }, []);

  const pathname = usePathname();
  const query = useSearchParams().toString();
  const [visited, setVisited] = useState(`${pathname}?${query}`);
  if (visited !== `${pathname}?${query}`) {
    setVisited(`${pathname}?${query}`);
    setUnseen(0);
  }

  useTitleCount(unseen);
  return { onEntersWaiting, announcement };
}

/** Keeps "(n) " in front of the tab's title, even when a navigation sets the title again. */
function useTitleCount(count: number) {
  useEffect(() => {
    const apply = () => {
      const next = titleWithCount(document.title, count);
      if (next !== document.title) document.title = next;
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = titleWithCount(document.title, 0);
    };
  }, [count]);
}
