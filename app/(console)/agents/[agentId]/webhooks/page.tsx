import type { Metadata } from "next";

import { WebhooksPanel } from "@/components/webhooks/webhooks-panel";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Agent webhooks" };

/** The Webhooks tab: where the agent posts conversation events, and what the console's receiver got. */
export default async function AgentWebhooksPage({ params }: { params: Promise<{ agentId: string }> }) {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return null;
  return <WebhooksPanel organizationId={current.id} agentId={agentId} />;
}
