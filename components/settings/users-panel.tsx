"use client";

import { Users } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import type { ConsoleRole } from "@/lib/console/users/roles";
import { useConsoleUsersQuery } from "@/lib/queries/console-settings/use-console-users-query";
import { useOrganizationsQuery } from "@/lib/queries/console-settings/use-organizations-query";

import { UsersTable } from "./users-table";
import { UsersWithAgentsTable } from "./users-with-agents-table";

type Props = {
  viewer: { id: string; role: ConsoleRole };
  /** The organization whose agents the table says operators watch; none when the viewer has no organization. */
  organization: { id: string; name: string } | undefined;
};

/** The console users the admin manages, in their loading, error, empty and listed states. */
export function UsersPanel({ viewer, organization }: Props) {
  const users = useConsoleUsersQuery();
  const organizations = useOrganizationsQuery();
  if (users.isPending) return <TableSkeleton label="Loading users" />;
  if (users.isError) return <QueryErrorState title="The users could not be loaded" error={users.error} onRetry={() => users.refetch()} />;
  if (users.data.length === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No users in your organizations yet"
        description="Invite someone with “Invite user”: you get a one-time link to send them, and they choose their own password."
      />
    );
  }
  const table = { users: users.data, organizations: organizations.data ?? [], viewer };
  return organization ? <UsersWithAgentsTable {...table} organization={organization} /> : <UsersTable {...table} />;
}
