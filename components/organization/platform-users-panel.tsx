"use client";

import { AlertTriangle, Users } from "lucide-react";
import { useState } from "react";

import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { EmptyState } from "@/components/ui/empty-state";
import { allRoles, roleOfFilter, type PlatformRoleFilter } from "@/lib/queries/organization/platform-role-filter";
import { usePlatformUsersQuery } from "@/lib/queries/organization/use-platform-users-query";
import { useUpdatePlatformUserMutation } from "@/lib/queries/organization/use-update-platform-user-mutation";
import type { UpdatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";

import { PlatformRoleFilterSelect } from "./platform-role-filter-select";
import { describePlatformUserRefusal } from "./platform-user-refusal";
import { PlatformUsersTable } from "./platform-users-table";

/** The organization's platform users, filtered by role, with a refused change said plainly above them. */
export function PlatformUsersPanel({ organizationId }: { organizationId: string }) {
  const [filter, setFilter] = useState<PlatformRoleFilter>(allRoles);
  const [refusal, setRefusal] = useState<string>();
  const users = usePlatformUsersQuery(organizationId, roleOfFilter(filter));
  const update = useUpdatePlatformUserMutation(organizationId);

  function handleChange(user: { id: string; name: string }, change: UpdatePlatformUserBody) {
    setRefusal(undefined);
    update.mutate({ user, change }, { onError: (error) => setRefusal(describePlatformUserRefusal(user.name, error)) });
  }

  return (
    <section aria-labelledby="platform-users-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="platform-users-heading" className="text-lg font-semibold">
          Platform users
        </h2>
        <PlatformRoleFilterSelect value={filter} onChange={setFilter} />
      </div>
      {refusal ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Change refused</AlertTitle>
          <AlertDescription>{refusal}</AlertDescription>
        </Alert>
      ) : null}
      {users.isPending ? (
        <TableSkeleton label="Loading platform users" />
      ) : users.isError ? (
        <QueryErrorState title="The platform users could not be loaded" error={users.error} onRetry={() => users.refetch()} />
      ) : users.data.length === 0 ? (
        <EmptyState
          icon={Users}
          title={filter === allRoles ? "No platform users yet" : "No platform users with this role"}
          description={
            filter === allRoles
              ? "Users invited when the organization was created appear here with their role and status."
              : "Choose another role, or All roles, to see the others."
          }
        />
      ) : (
        <PlatformUsersTable users={users.data} savingUserId={update.isPending ? update.variables.user.id : undefined} onChange={handleChange} />
      )}
    </section>
  );
}
