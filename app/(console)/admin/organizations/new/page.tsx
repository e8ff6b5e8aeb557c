import type { Metadata } from "next";

import { OnboardOrganization } from "@/components/admin/onboard-organization";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Create organization · Admin" };

export default async function NewOrganizationPage() {
  await requirePageUser(rolesForPath("/admin"));
  return (
    <div className="space-y-6">
      <PageHeader
        title="Create organization"
        description="The AI Agent API creates it with the region's super-admin key, which stays in the console's vault. Its users get console invitations."
      />
      <OnboardOrganization />
    </div>
  );
}
