import type { Metadata } from "next";

import { AgentOverview } from "@/components/agents/agent-overview";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Agent overview" };

/** The Overview tab: the agent's configuration and its skills. */
export default async function AgentOverviewPage({ params }: { params: Promise<{ agentId: string }> }) {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return null;
  return <AgentOverview organizationId={current.id} agentId={agentId} />;
}
