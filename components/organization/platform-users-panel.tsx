"use client";

import { Users } from "lucide-react";
import { useState } from "react";

import { EmptyState } from "@/components/ui/empty-state";
import { allRoles, roleOfFilter, type PlatformRoleFilter } from "@/lib/queries/organization/platform-role-filter";
import { usePlatformUsersQuery } from "@/lib/queries/organization/use-platform-users-query";
import type { PlatformUserView } from "@/lib/schemas/console/organization";

import { PlatformRoleFilterSelect } from "./platform-role-filter-select";
import { PlatformUsersList } from "./platform-users-list";

/** What disabling and enabling a platform user do. */
const consequences = {
  disable: "They can no longer work in the organization on the platform until someone enables them again.",
  enable: "They can work in the organization again, with the role shown in the table.",
};

const phoneColumn = {
  heading: "Phone",
  cell: (user: PlatformUserView) => user.phoneNumber ?? <span className="text-muted-foreground">—</span>,
};

/** The organization's platform users, filtered by role, with a refused change said plainly above them. */
export function PlatformUsersPanel({ organizationId }: { organizationId: string }) {
  const [filter, setFilter] = useState<PlatformRoleFilter>(allRoles);
  const users = usePlatformUsersQuery(organizationId, roleOfFilter(filter));

  return (
    <section aria-labelledby="platform-users-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="platform-users-heading" className="text-lg font-semibold">
          Platform users
        </h2>
        <PlatformRoleFilterSelect value={filter} onChange={setFilter} />
      </div>
      <PlatformUsersList
        organizationId={organizationId}
        users={users}
        detail={phoneColumn}
        consequences={consequences}
        empty={
          <EmptyState
            icon={Users}
            title={filter === allRoles ? "No platform users yet" : "No platform users with this role"}
            description={
              filter === allRoles
                ? "Users invited when the organization was created appear here with their role and status."
                : "Choose another role, or All roles, to see the others."
            }
          />
        }
      />
    </section>
  );
}
