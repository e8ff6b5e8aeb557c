import type { Metadata } from "next";
import { Suspense } from "react";

import { NoOrganizationState } from "@/components/shell/no-organization-state";
import { PageHeader } from "@/components/ui/page-header";
import { UsageLoading } from "@/components/usage/usage-loading";
import { UsageOverview } from "@/components/usage/usage-overview";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Usage" };

/** The organization's usage over a range of time, against its subscription's quotas. */
export default async function UsagePage() {
  const user = await requirePageUser(rolesForPath("/usage"));
  const { current } = await currentOrganizationFor(user);
  const isAdmin = user.role === "superadmin" || user.role === "org_admin";
  return (
    <div className="space-y-6">
      <PageHeader title="Usage" description="Conversations, messages and tokens over time, against your subscription's quotas." />
      {current ? (
        <Suspense fallback={<UsageLoading />}>
          <UsageOverview key={current.id} organizationId={current.id} canManageAgents={isAdmin} canChangeSubscription={user.role === "superadmin"} />
        </Suspense>
      ) : (
        <NoOrganizationState role={user.role} />
      )}
    </div>
  );
}
