import type { Metadata } from "next";

import { InviteUserDialog } from "@/components/settings/invite-user-dialog";
import { SettingsNav } from "@/components/settings/settings-nav";
import { rolesForSettingsPath } from "@/components/settings/settings-sections";
import { UsersPanel } from "@/components/settings/users-panel";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";

export const metadata: Metadata = { title: "Users" };

export default async function SettingsUsersPage() {
  const user = await requirePageUser(rolesForSettingsPath("/settings/users"));
  const { current } = await currentOrganizationFor(user);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Users"
        description="Who may use the console, with which role and in which organizations."
        actions={<InviteUserDialog viewerRole={user.role} />}
      />
      <SettingsNav role={user.role} current="/settings/users" />
      <UsersPanel viewer={{ id: user.id, role: user.role }} organization={current ? { id: current.id, name: current.name } : undefined} />
    </div>
  );
}
