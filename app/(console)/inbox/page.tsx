import type { Metadata } from "next";

import { NoConversationOpen } from "@/components/inbox/no-conversation-open";

export const metadata: Metadata = { title: "Inbox" };

/** The inbox with no conversation open: the list beside an invitation to pick one. */
export default function InboxPage() {
  return <NoConversationOpen />;
}
