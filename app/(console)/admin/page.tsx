import { ShieldCheck } from "lucide-react";
import type { Metadata } from "next";

import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { rolesForPath } from "@/lib/console/navigation";
import { listOrganizationsFor } from "@/lib/console/organizations";

export const metadata: Metadata = { title: "Admin" };

export default async function AdminPage() {
  const user = await requirePageUser(rolesForPath("/admin"));
  const organizations = await listOrganizationsFor(user);
  return (
    <div className="space-y-6">
      <PageHeader title="Admin" description="Onboard organizations and see the subscriptions they are on." />
      {organizations.length === 0 ? (
        <EmptyState
          icon={ShieldCheck}
          title="No organizations onboarded yet"
          description="Organizations you onboard with the super-admin key are listed here with their subscription and status."
        />
      ) : (
        <p className="text-sm text-muted-foreground">
          {organizations.length} organization{organizations.length === 1 ? "" : "s"} onboarded.
        </p>
      )}
    </div>
  );
}
