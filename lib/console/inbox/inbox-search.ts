import type { InboxConversation } from "@/lib/schemas/console/inbox";

import { inboxViews, type InboxFilters, type InboxViewId } from "./inbox-views";
import { searchTextMaxLength } from "./text-search";

/** What the inbox's URL says: the view, and the agent, channel and searched text it is narrowed to. */
export type InboxSearch = { view: InboxViewId; filters: InboxFilters };

type SearchParamsLike = { get(name: string): string | null };

const isViewId = (value: string | null): value is InboxViewId => inboxViews.some((view) => view.id === value);

/** A searched text as the URL keeps it: trimmed, at most so long, and none when blank. */
export function searchTextOf(text: string | null | undefined): string | undefined {
  return text?.trim().slice(0, searchTextMaxLength).trim() || undefined;
}

/** The view and filters in a URL's query; the Waiting view when it names none (or one that does not exist). */
export function parseInboxSearch(params: SearchParamsLike): InboxSearch {
  const view = params.get("view");
  const agentId = params.get("agent")?.trim() || undefined;
  const channel = params.get("channel")?.trim() || undefined;
  const text = searchTextOf(params.get("q"));
  return {
    view: isViewId(view) ? view : "waiting",
    filters: { ...(agentId ? { agentId } : {}), ...(channel ? { channel } : {}), ...(text ? { text } : {}) },
  };
}

/** The query that keeps a view and filters in the URL: "?view=mine&agent=…&q=…", or "" for the plain Waiting view. */
export function inboxSearchString({ view, filters }: InboxSearch): string {
  const params = new URLSearchParams();
  if (view !== "waiting") params.set("view", view);
  if (filters.agentId) params.set("agent", filters.agentId);
  if (filters.channel) params.set("channel", filters.channel);
  const text = searchTextOf(filters.text);
  if (text) params.set("q", text);
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
