import type { Metadata } from "next";

import { ChatPageNote } from "@/components/chat/chat-page-note";
import { ChatUnavailable } from "@/components/chat/chat-unavailable";
import { CustomerChat } from "@/components/chat/customer-chat";
import { requirePageUser } from "@/lib/console/auth/session";
import { canChatWith, chatWidgetFor } from "@/lib/console/chat/chat";
import { listOrganizationsFor } from "@/lib/console/organizations/organizations";
import { getDb } from "@/lib/db";

export const metadata: Metadata = { title: "Customer chat" };

type Props = { params: Promise<{ agentId: string }>; searchParams: Promise<{ conversation?: string | string[] }> };

const chatRoles = ["superadmin", "org_admin", "operator"] as const;

/**
 * The agent's live-chat widget as a customer sees it, to try the hand-off: chat here as a customer while
 * an operator answers in the Inbox. For console users who work on the agent.
 */
export default async function CustomerChatPage({ params, searchParams }: Props) {
  const user = await requirePageUser(chatRoles);
  const [organizations, { agentId }, { conversation }] = await Promise.all([listOrganizationsFor(user), params, searchParams]);
  if (organizations.length === 0) return <ChatUnavailable reason="no-organization" />;
  const db = await getDb();
  // A link to the chat works whichever organization the console is showing: the agent's own is found.
  const allowed = await Promise.all(organizations.map((organization) => canChatWith(db, user, organization, agentId)));
  const current = organizations.find((_, index) => allowed[index]);
  if (!current) return <ChatUnavailable reason="not-available" />;
  const widget = await chatWidgetFor(db, current, agentId);
  const initialConversationId = typeof conversation === "string" && /^[\w-]{1,64}$/.test(conversation) ? conversation : undefined;
  return (
    <main className="flex w-full flex-1 flex-col items-center gap-4">
      <ChatPageNote widget={widget} />
      <CustomerChat organizationId={current.id} agentId={agentId} widget={widget} initialConversationId={initialConversationId} />
    </main>
  );
}
