import type { Metadata } from "next";

import { AgentsPanel } from "@/components/agents/agents-panel";
import { CreateAgentDialog } from "@/components/agents/create-agent-dialog";
import { NoOrganizationState } from "@/components/shell/no-organization-state";
import { PageHeader } from "@/components/ui/page-header";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Agents" };

export default async function AgentsPage() {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const { current } = await currentOrganizationFor(user);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Agents"
        description={
          current
            ? `The AI agents of ${current.name}: their status, conversations and the key the console uses for each.`
            : "Configure your organization's AI agents: instructions, knowledge, functions, keys and webhooks."
        }
        actions={current ? <CreateAgentDialog organizationId={current.id} /> : undefined}
      />
      {current ? <AgentsPanel organizationId={current.id} /> : <NoOrganizationState role={user.role} />}
    </div>
  );
}
