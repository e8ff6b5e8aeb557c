import type { InboxConversation } from "@/lib/schemas/console/inbox";

/** The queues of the inbox, in the order they are offered. */
export const inboxViews = [
  { id: "waiting", label: "Waiting for a human" },
  { id: "mine", label: "Mine" },
  { id: "human", label: "Human-handled" },
  { id: "ai", label: "AI-handled" },
  { id: "closed", label: "Closed" },
] as const;

export type InboxViewId = (typeof inboxViews)[number]["id"];

/** Narrowing of a view: the agent and channel chosen in the URL, if any. */
export type InboxFilters = { agentId?: string; channel?: string };

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** Whether a conversation belongs in a view for the operator looking at it. */
export function isInView(conversation: InboxConversation, view: InboxViewId, operatorId: string): boolean {
  const isOpen = conversation.phase !== "closed";
  switch (view) {
    case "waiting":
      return conversation.phase === "waiting" && conversation.mode === "ai";
    case "mine":
      return isOpen && conversation.operator?.id === operatorId;
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
  return true;
}

/**
 * The order of a view: whoever has waited longest first in the waiting queue (a fair queue), the most recent
 * activity first everywhere else. Ties keep a stable order by id.
 */
export function compareInView(view: InboxViewId) {
  return (a: InboxConversation, b: InboxConversation): number => {
    const byTime =
      view === "waiting"
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
