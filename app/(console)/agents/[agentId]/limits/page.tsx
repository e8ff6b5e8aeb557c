import type { Metadata } from "next";

import { AgentLimitsPanel } from "@/components/agent-limits/agent-limits-panel";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Agent limits" };

/** The Limits tab: the agent's monthly limits and its users', each with this month's usage. */
export default async function AgentLimitsPage({ params }: { params: Promise<{ agentId: string }> }) {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return null;
  return <AgentLimitsPanel organizationId={current.id} agentId={agentId} />;
}
