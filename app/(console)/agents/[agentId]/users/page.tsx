import type { Metadata } from "next";

import { AgentUsersPanel } from "@/components/agent-users/agent-users-panel";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Agent users" };

/** The Users tab: the agent's conversation users, and the platform users who work on it. */
export default async function AgentUsersPage({ params }: { params: Promise<{ agentId: string }> }) {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return null;
  return <AgentUsersPanel organizationId={current.id} agentId={agentId} />;
}
