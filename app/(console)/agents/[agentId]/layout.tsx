import type { ReactNode } from "react";

import { AgentFrame } from "@/components/agents/agent-frame";
import { NoOrganizationState } from "@/components/shell/no-organization-state";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

type Props = { children: ReactNode; params: Promise<{ agentId: string }> };

/** An agent's pages: its header and tab bar around the current tab, within the current organization. */
export default async function AgentLayout({ children, params }: Props) {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return <NoOrganizationState role={user.role} />;
  return (
    <AgentFrame organizationId={current.id} agentId={agentId}>
      {children}
    </AgentFrame>
  );
}
