import type { Metadata } from "next";
import { Suspense } from "react";

import { TableSkeleton } from "@/components/ui/table-skeleton";
import { UsageConversationsView } from "@/components/usage/usage-conversations-view";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";
import { inboxHref } from "@/lib/queries/inbox/inbox-hrefs";

export const metadata: Metadata = { title: "Conversations behind usage" };

/** The conversations behind a point of a usage chart. */
export default async function UsageConversationsPage({ params }: { params: Promise<{ agentId: string }> }) {
  const user = await requirePageUser(rolesForPath("/usage"));
  const [{ current }, { agentId }] = await Promise.all([currentOrganizationFor(user), params]);
  if (!current) return null;
  return (
    <Suspense fallback={<TableSkeleton label="Loading conversations…" />}>
      <UsageConversationsView
        key={`${current.id}:${agentId}`}
        organizationId={current.id}
        agentId={agentId}
        canOpenInbox={rolesForPath(inboxHref).includes(user.role)}
      />
    </Suspense>
  );
}
