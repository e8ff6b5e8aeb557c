import type { Metadata } from "next";

import { LiveChatPanel } from "@/components/live-chat/live-chat-panel";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Live chat" };

/** The Live chat tab: the agent's chat widget, its settings beside a live preview. */
export default async function AgentLiveChatPage({ params }: { params: Promise<{ agentId: string }> }) {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return null;
  return <LiveChatPanel organizationId={current.id} agentId={agentId} />;
}
