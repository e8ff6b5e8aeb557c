import type { Metadata } from "next";

import { AgentRolesSection } from "@/components/organization/agent-roles-section";
import { PlatformUsersPanel } from "@/components/organization/platform-users-panel";
import { NoOrganizationState } from "@/components/shell/no-organization-state";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Organization" };

export default async function OrganizationPage() {
  const user = await requirePageUser(rolesForPath("/organization"));
  const { current } = await currentOrganizationFor(user);
  return (
    <div className="space-y-8">
      <PageHeader
        title="Organization"
        description={
          current
            ? `The platform users of ${current.name}, their roles and status, and the roles its agents can take.`
            : "Platform users of the organization, their roles and status, and the roles its agents can take."
        }
      />
      {current ? (
        <>
          <PlatformUsersPanel organizationId={current.id} />
          <AgentRolesSection organizationId={current.id} />
        </>
      ) : (
        <NoOrganizationState role={user.role} />
      )}
    </div>
  );
}
