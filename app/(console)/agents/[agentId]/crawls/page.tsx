import type { Metadata } from "next";

import { CrawlsPanel } from "@/components/crawls/crawls-panel";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Agent crawls" };

/** The Crawls tab: the websites the agent learns from, their schedules, and their crawls followed live. */
export default async function AgentCrawlsPage({ params }: { params: Promise<{ agentId: string }> }) {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return null;
  return <CrawlsPanel organizationId={current.id} agentId={agentId} />;
}
