import type { InboxConversation } from "@/lib/schemas/console/inbox";

import { inboxViews, type InboxFilters, type InboxViewId } from "./inbox-views";

/** What the inbox's URL says: the view, and the agent and channel it is narrowed to. */
export type InboxSearch = { view: InboxViewId; filters: InboxFilters };

type SearchParamsLike = { get(name: string): string | null };

const isViewId = (value: string | null): value is InboxViewId => inboxViews.some((view) => view.id === value);

/** The view and filters in a URL's query; the Waiting view when it names none (or one that does not exist). */
export function parseInboxSearch(params: SearchParamsLike): InboxSearch {
  const view = params.get("view");
  const agentId = params.get("agent")?.trim() || undefined;
  const channel = params.get("channel")?.trim() || undefined;
  return { view: isViewId(view) ? view : "waiting", filters: { ...(agentId ? { agentId } : {}), ...(channel ? { channel } : {}) } };
}

/** The query that keeps a view and filters in the URL: "?view=mine&agent=…", or "" for the plain Waiting view. */
export function inboxSearchString({ view, filters }: InboxSearch): string {
  const params = new URLSearchParams();
  if (view !== "waiting") params.set("view", view);
  if (filters.agentId) params.set("agent", filters.agentId);
  if (filters.channel) params.set("channel", filters.channel);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The channels the conversations came through, for the channel filter, in a stable order. */
export function channelsOf(conversations: readonly Pick<InboxConversation, "channel">[]): string[] {
  return [...new Set(conversations.flatMap((conversation) => (conversation.channel ? [conversation.channel] : [])))].sort();
}

/** A channel's name as people say it: "live_chat" → "Live chat". */
export function channelLabel(channel: string): string {
  const words = channel.replace(/[_-]+/g, " ").trim();
  if (!words) return channel;
  if (words.toLowerCase() === "api") return "API";
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}
