import type { Metadata } from "next";
import { Suspense } from "react";

import { AgentUsageView } from "@/components/usage/agent-usage-view";
import { UsageLoading } from "@/components/usage/usage-loading";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Agent usage" };

/** One agent's usage: activity, outcomes, users and limits over a range of time. */
export default async function AgentUsagePage({ params }: { params: Promise<{ agentId: string }> }) {
  const user = await requirePageUser(rolesForPath("/usage"));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return null;
  return (
    <Suspense fallback={<UsageLoading />}>
      <AgentUsageView
        key={`${current.id}:${agentId}`}
        organizationId={current.id}
        agentId={agentId}
        canManageAgents={user.role === "superadmin" || user.role === "org_admin"}
      />
    </Suspense>
  );
}
