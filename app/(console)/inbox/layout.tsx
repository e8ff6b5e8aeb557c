import type { ReactNode } from "react";
import { Suspense } from "react";

import { InboxWorkspace } from "@/components/inbox/inbox-workspace";
import { NoOrganizationState } from "@/components/shell/no-organization-state";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { mayTakeFromOthers } from "@/lib/console/inbox/claim-decision";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";
import { inboxHref } from "@/lib/queries/inbox/inbox-hrefs";

/**
 * The inbox section: the role check before anything streams, then the queues and list, which stay in place
 * while conversations open beside them (`/inbox/[conversationId]`).
 */
export default async function InboxLayout({ children }: { children: ReactNode }) {
  const user = await requirePageUser(rolesForPath(inboxHref));
  const { current } = await currentOrganizationFor(user);
  if (!current) {
    return (
      <div className="space-y-6">
        <PageHeader title="Inbox" description="Conversations that need a person first." />
        <NoOrganizationState role={user.role} />
      </div>
    );
  }
  return (
    <Suspense>
      <InboxWorkspace key={current.id} organizationId={current.id} operatorName={user.name} canTakeFromOthers={mayTakeFromOthers(user.role)}>
        {children}
      </InboxWorkspace>
    </Suspense>
  );
}
