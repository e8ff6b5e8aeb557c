import type { InboxConversation } from "@/lib/schemas/console/inbox";

import { matchesSearchText } from "./text-search";

/** The queues of the inbox, in the order they are offered. */
export const inboxViews = [
  { id: "waiting", label: "Waiting for a human" },
  { id: "mine", label: "Mine" },
  { id: "unassigned", label: "Unassigned" },
  { id: "human", label: "Human-handled" },
  { id: "ai", label: "AI-handled" },
  { id: "closed", label: "Closed" },
] as const;

export type InboxViewId = (typeof inboxViews)[number]["id"];

/**
 * Narrowing of every view: the agent and channel chosen in the URL, and the text searched for (in the contact's
 * name, email and the last message), if any. The counts beside the views are narrowed the same way, so they say
 * where else a search finds conversations.
 */
export type InboxFilters = { agentId?: string; channel?: string; text?: string };

/** The views that are queues of people waiting for someone: the longest wait first, and how long shown on each row. */
export function isQueueView(view: InboxViewId): boolean {
  return view === "waiting" || view === "unassigned";
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** Whether a conversation belongs in a view for the operator looking at it. */
export function isInView(conversation: InboxConversation, view: InboxViewId, operatorId: string): boolean {
  const isOpen = conversation.phase !== "closed";
  switch (view) {
    case "waiting":
      return conversation.phase === "waiting" && conversation.mode === "ai";
    case "mine":
      return isOpen && conversation.operator?.id === operatorId;
    case "unassigned":
      // Needs a person and nobody in the console has it: a hand-off the agent asked for that no one has claimed
      // yet, or a conversation switched to a person (manual mode, perhaps from outside the console) that no one
      // holds, where the AI is silent and nobody answers. Claiming or taking over moves it to its holder's Mine.
      return isOpen && !conversation.operator && (conversation.phase === "waiting" || conversation.mode === "manual");
    case "human":
      return isOpen && conversation.mode === "manual";
    case "ai":
      return conversation.phase === "open" && conversation.mode === "ai";
    case "closed":
      return conversation.phase === "closed";
  }
}

export function matchesFilters(conversation: InboxConversation, filters: InboxFilters): boolean {
  if (filters.agentId && conversation.agentId !== filters.agentId) return false;
  if (filters.channel && conversation.channel !== filters.channel) return false;
  return matchesSearchText(conversation, filters.text);
}

/**
 * The order of a view: whoever has waited longest first in the queues (fair ones), the most recent activity
 * first everywhere else. Ties keep a stable order by id.
 */
export function compareInView(view: InboxViewId) {
  return (a: InboxConversation, b: InboxConversation): number => {
    const byTime = isQueueView(view)
      ? (time(a.waitingSince ?? a.updatedAt) || 0) - (time(b.waitingSince ?? b.updatedAt) || 0)
      : (time(b.lastMessage?.at ?? b.updatedAt) || 0) - (time(a.lastMessage?.at ?? a.updatedAt) || 0);
    return byTime || a.id.localeCompare(b.id);
  };
}

/** The conversations of a view, filtered and in its order. */
export function conversationsInView(
  conversations: readonly InboxConversation[],
  view: InboxViewId,
  operatorId: string,
  filters: InboxFilters = {},
): InboxConversation[] {
  return conversations.filter((conversation) => isInView(conversation, view, operatorId) && matchesFilters(conversation, filters)).sort(compareInView(view));
}

/** How many conversations each view holds, for the counts beside the queue names. */
export function viewCounts(conversations: readonly InboxConversation[], operatorId: string, filters: InboxFilters = {}): Record<InboxViewId, number> {
  const counts = Object.fromEntries(inboxViews.map((view) => [view.id, 0])) as Record<InboxViewId, number>;
  for (const conversation of conversations) {
    if (!matchesFilters(conversation, filters)) continue;
    for (const view of inboxViews) if (isInView(conversation, view.id, operatorId)) counts[view.id] += 1;
  }
  return counts;
}

/** "4 min", "2 h 5 min", "3 d": how long someone has waited, short enough for a list row. */
export function waitedFor(since: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/**
 * Where else a search finds conversations, for a view where it finds none: "2 in Closed, 1 in AI-handled", in
 * the views' order; undefined when it finds none anywhere.
 */
export function matchesElsewhere(counts: Record<InboxViewId, number>, current: InboxViewId): string | undefined {
  const found = inboxViews.filter((view) => view.id !== current && counts[view.id] > 0).map((view) => `${counts[view.id]} in ${view.label}`);
  return found.length ? found.join(", ") : undefined;
}
