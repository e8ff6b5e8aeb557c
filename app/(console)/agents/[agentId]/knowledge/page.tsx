import type { Metadata } from "next";

import { AgentKnowledgePanel } from "@/components/agent-files/agent-knowledge-panel";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Agent knowledge" };

/** The Knowledge tab: the agent's files, their way into the vector store, and a retrieval test. */
export default async function AgentKnowledgePage({ params }: { params: Promise<{ agentId: string }> }) {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return null;
  return <AgentKnowledgePanel organizationId={current.id} agentId={agentId} />;
}
