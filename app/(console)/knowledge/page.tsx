import type { Metadata } from "next";

import { CreatePackDialog } from "@/components/packs/create-pack-dialog";
import { PacksPanel } from "@/components/packs/packs-panel";
import { NoOrganizationState } from "@/components/shell/no-organization-state";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";
import { knowledgeHref } from "@/lib/queries/packs/pack-hrefs";

export const metadata: Metadata = { title: "Knowledge & Packs" };

export default async function KnowledgePage() {
  const user = await requirePageUser(rolesForPath(knowledgeHref));
  const { current } = await currentOrganizationFor(user);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Knowledge & Packs"
        description={
          current
            ? `Packs of documents the agents of ${current.name} answer from: create a pack, add its documents, link it to agents.`
            : "Files your agents answer from, and packs of documents shared between agents."
        }
        actions={current ? <CreatePackDialog organizationId={current.id} /> : undefined}
      />
      {current ? (
        <section aria-labelledby="packs-heading" className="space-y-3">
          <h2 id="packs-heading" className="text-lg font-semibold">
            Packs
          </h2>
          <PacksPanel organizationId={current.id} />
        </section>
      ) : (
        <NoOrganizationState role={user.role} />
      )}
    </div>
  );
}
