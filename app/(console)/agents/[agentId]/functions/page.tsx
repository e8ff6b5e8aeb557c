import type { Metadata } from "next";

import { AgentFunctionsPanel } from "@/components/agent-functions/agent-functions-panel";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Agent functions" };

/** The Functions tab: the agent's own functions, which its model may call. */
export default async function AgentFunctionsPage({ params }: { params: Promise<{ agentId: string }> }) {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return null;
  return <AgentFunctionsPanel organizationId={current.id} agentId={agentId} />;
}
