import type { Metadata } from "next";
import { Suspense } from "react";

import { SubscriptionsPanel } from "@/components/admin/subscriptions-panel";
import { PageHeader } from "@/components/ui/page-header";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { requirePageUser } from "@/lib/console/auth/session";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Subscriptions · Admin" };

export default async function AdminSubscriptionsPage() {
  await requirePageUser(rolesForPath("/admin"));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Subscriptions"
        description="The plans organizations can be on, as the region's super-admin key lists them: quotas, price, trials and organizations on each."
      />
      <Suspense fallback={<TableSkeleton label="Loading subscriptions" />}>
        <SubscriptionsPanel />
      </Suspense>
    </div>
  );
}
