"use client";

import { UserCog } from "lucide-react";

import { PlatformUsersList } from "@/components/organization/platform-users-list";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { useAgentPlatformUsersQuery } from "@/lib/queries/agent-users/use-agent-platform-users-query";
import type { AgentPlatformUserView } from "@/lib/schemas/console/agent-users";

import { platformAccessLabels } from "./platform-access-labels";

type Props = { organizationId: string; agentId: string };

/** What disabling and enabling a platform user do: it is their whole organization account, not only this agent. */
const consequences = {
  disable: "They can no longer work in the organization on the platform, on this agent or any other, until someone enables them again.",
  enable: "They can work in the organization again, with the role shown in the table.",
};

const accessColumn = dataTableColumns<AgentPlatformUserView>().accessor((user) => user.access ?? undefined, {
  id: "access",
  header: "Works on",
  enableGlobalFilter: false,
  sortUndefined: "last",
  cell: ({ getValue }) => {
    const access = getValue();
    return access ? platformAccessLabels[access] : <span className="text-muted-foreground">Unknown</span>;
  },
});

/** The platform users who work on the agent, with role and status changes (the organization's, made here too). */
export function AgentPlatformUsersSection({ organizationId, agentId }: Props) {
  const users = useAgentPlatformUsersQuery(organizationId, agentId);
  return (
    <PanelSection
      title="Platform users with access"
      description="People of the organization who work on this agent on the platform. Owners and admins work on every agent; other roles only on the agents given to them, so a new role can take someone off this list. Role and status apply to the whole organization."
    >
      <PlatformUsersList
        id="agent-platform-users"
        organizationId={organizationId}
        users={users}
        detail={accessColumn}
        consequences={consequences}
        empty={
          <EmptyState
            icon={UserCog}
            title="Nobody works on this agent on the platform yet"
            description="The organization's owners and admins appear here, and users given this agent on the platform."
          />
        }
      />
    </PanelSection>
  );
}
