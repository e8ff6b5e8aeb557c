import type { LucideIcon } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { rolesForPath } from "@/lib/console/shell/navigation";

import { NoOrganizationState } from "./no-organization-state";

type Props = {
  href: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** What the organization has none of yet, and what to do next. */
  empty: { title: string; description: string };
};

/** A console section scoped to the current organization, with its access check and its empty states. */
export async function SectionPage({ href, title, description, icon, empty }: Props) {
  const user = await requirePageUser(rolesForPath(href));
  const { current } = await currentOrganizationFor(user);
  return (
    <div className="space-y-6">
      <PageHeader title={title} description={description} />
      {current ? <EmptyState icon={icon} title={empty.title} description={empty.description} /> : <NoOrganizationState role={user.role} />}
    </div>
  );
}
