import type { Metadata } from "next";

import { AgentKeysPanel } from "@/components/agents/agent-keys-panel";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Agent keys" };

/** The Keys tab: the agent's API keys, and which one the console uses. */
export default async function AgentKeysPage({ params }: { params: Promise<{ agentId: string }> }) {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return null;
  return <AgentKeysPanel organizationId={current.id} agentId={agentId} />;
}
