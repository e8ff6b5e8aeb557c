import type { Metadata } from "next";

import { ChatPageNote } from "@/components/chat/chat-page-note";
import { ChatUnavailable } from "@/components/chat/chat-unavailable";
import { CustomerChat } from "@/components/chat/customer-chat";
import { requirePageUser } from "@/lib/console/auth/session";
import { canChatWith, chatWidgetFor } from "@/lib/console/chat";
import { getDb } from "@/lib/db";
import { currentOrganizationFor } from "@/lib/console/organizations";

export const metadata: Metadata = { title: "Customer chat" };

type Props = { params: Promise<{ agentId: string }>; searchParams: Promise<{ conversation?: string | string[] }> };

const chatRoles = ["superadmin", "org_admin", "operator"] as const;

/**
 * The agent's live-chat widget as a customer sees it, to try the hand-off: chat here as a customer while
 * an operator answers in the Inbox. For console users who work on the agent.
 */
export default async function CustomerChatPage({ params, searchParams }: Props) {
  const user = await requirePageUser(chatRoles);
  const [{ current }, { agentId }, { conversation }] = await Promise.all([currentOrganizationFor(user), params, searchParams]);
  if (!current) return <ChatUnavailable reason="no-organization" />;
  const db = await getDb();
  if (!(await canChatWith(db, user, current, agentId))) return <ChatUnavailable reason="not-available" />;
  const widget = await chatWidgetFor(db, current, agentId);
  const initialConversationId = typeof conversation === "string" && /^[\w-]{1,64}$/.test(conversation) ? conversation : undefined;
  return (
    <main className="flex w-full flex-1 flex-col items-center gap-4">
      <ChatPageNote widget={widget} />
      <CustomerChat organizationId={current.id} agentId={agentId} widget={widget} initialConversationId={initialConversationId} />
    </main>
  );
}
