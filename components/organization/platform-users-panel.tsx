"use client";

import { Users } from "lucide-react";

import { dataTableColumns } from "@/components/ui/data-table/features";
import { EmptyState } from "@/components/ui/empty-state";
import { usePlatformUsersQuery } from "@/lib/queries/organization/use-platform-users-query";
import type { PlatformUserView } from "@/lib/schemas/console/organization";

import { PlatformUsersList } from "./platform-users-list";

/** What disabling and enabling a platform user do. */
const consequences = {
  disable: "They can no longer work in the organization on the platform until someone enables them again.",
  enable: "They can work in the organization again, with the role shown in the table.",
};

const phoneColumn = dataTableColumns<PlatformUserView>().accessor((user) => user.phoneNumber ?? undefined, {
  id: "phone",
  header: "Phone",
  enableSorting: false,
  cell: ({ getValue }) => getValue() ?? <span className="text-muted-foreground">—</span>,
});

/** The organization's platform users, filtered and sorted in the table, with refused changes said plainly above them. */
export function PlatformUsersPanel({ organizationId }: { organizationId: string }) {
  const users = usePlatformUsersQuery(organizationId);
  return (
    <section aria-labelledby="platform-users-heading" className="space-y-4">
      <h2 id="platform-users-heading" className="text-lg font-semibold">
        Platform users
      </h2>
      <PlatformUsersList
        id="platform-users"
        organizationId={organizationId}
        users={users}
        detail={phoneColumn}
        consequences={consequences}
        empty={
          <EmptyState
            icon={Users}
            title="No platform users yet"
            description="Users invited when the organization was created appear here with their role and status."
          />
        }
      />
    </section>
  );
}
