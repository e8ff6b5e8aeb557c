import type { InboxConversation } from "@/lib/schemas/console/inbox";

import { isInView } from "./inbox-views";

/**
 * Whether a conversation's new summary puts it in the Waiting queue when it was not there before (or was not
 * known at all): the moment an operator should be told. A late, older summary never counts.
 */
export function entersWaiting(held: InboxConversation | undefined, incoming: InboxConversation): boolean {
  if (!isInView(incoming, "waiting", "")) return false;
  if (!held) return true;
  if (Date.parse(held.updatedAt) > Date.parse(incoming.updatedAt)) return false;
  return !isInView(held, "waiting", "");
}

/** The tab's title with how many conversations started waiting unseen: "(2) Inbox · Switchboard". */
export function titleWithCount(title: string, count: number): string {
  const plain = title.replace(/^\(\d+\)\s+/, "");
  return count > 0 ? `(${count}) ${plain}` : plain;
}
