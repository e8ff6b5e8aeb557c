"use client";

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

const noOrganizations: never[] = [];

/** The console users the admin manages, with the agents operators watch in the current organization when there is one. */
export function UsersPanel({ viewer, organization }: Props) {
  const users = useConsoleUsersQuery();
  const organizations = useOrganizationsQuery();
  const table = { users, organizations: organizations.data ?? noOrganizations, viewer };
  return organization ? <UsersWithAgentsTable {...table} organization={organization} /> : <UsersTable {...table} />;
}
