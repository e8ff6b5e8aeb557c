import type { Metadata } from "next";

import { ConversationPane } from "@/components/inbox/conversation-pane";

export const metadata: Metadata = { title: "Inbox" };

/** The inbox with one conversation open beside the list. */
export default async function InboxConversationPage({ params }: { params: Promise<{ conversationId: string }> }) {
  const { conversationId } = await params;
  return <ConversationPane key={conversationId} conversationId={decodeURIComponent(conversationId)} />;
}
