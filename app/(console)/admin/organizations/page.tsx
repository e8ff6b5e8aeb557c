import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { OrganizationsPanel } from "@/components/admin/organizations-panel";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Organizations · Admin" };

export default async function AdminOrganizationsPage() {
  await requirePageUser(rolesForPath("/admin"));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Organizations"
        description="Every organization the console manages: its status, subscription, days left, quota use, and who added it."
        actions={
          <Button asChild>
            <Link href="/admin/organizations/new">
              <Plus aria-hidden="true" />
              Create organization
            </Link>
          </Button>
        }
      />
      <OrganizationsPanel />
    </div>
  );
}
