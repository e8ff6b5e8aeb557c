import type { Metadata } from "next";

import { PackDetail } from "@/components/packs/pack-detail";
import { NoOrganizationState } from "@/components/shell/no-organization-state";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";
import { knowledgeHref } from "@/lib/queries/packs/pack-hrefs";

export const metadata: Metadata = { title: "Pack · Knowledge & Packs" };

export default async function PackPage({ params }: { params: Promise<{ packId: string }> }) {
  const user = await requirePageUser(rolesForPath(knowledgeHref));
  const [{ current }, { packId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) {
    return (
      <div className="space-y-6">
        <PageHeader title="Pack" />
        <NoOrganizationState role={user.role} />
      </div>
    );
  }
  return <PackDetail organizationId={current.id} packId={packId} />;
}
