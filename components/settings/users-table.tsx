"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { Users } from "lucide-react";
import { useMemo, type ReactNode } from "react";
import type { z } from "zod";

import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { EmptyState } from "@/components/ui/empty-state";
import { consoleRoleLabels, consoleRoles, type ConsoleRole } from "@/lib/console/users/roles";
import type { OrganizationOption } from "@/lib/queries/console-settings/use-organizations-query";
import type { consoleUserView } from "@/lib/schemas/console/users";
import { formatTimestamp, machineTimestamp } from "@/lib/utils/format-timestamp";

import type { BulkUser } from "./operator-agents-bulk";
import { OperatorAgentsCell, type Watching } from "./operator-agents-cell";
import { userOrganizationsLabel } from "./organization-labels";
import { RoleBadge } from "./role-badge";
import { UserActions } from "./user-actions";
import { userRowActions } from "./user-row-actions";
import { UserStatusBadge } from "./user-status-badge";

type ConsoleUserView = z.infer<typeof consoleUserView>;
/** A user with the organizations they belong to by name, so the list sorts and filters by those names. */
type UserRow = ConsoleUserView & { organizationsLabel: string };
type Viewer = { id: string; role: ConsoleRole };

const column = dataTableColumns<UserRow>();
const nameOf = (user: UserRow) => user.name || user.email;

/** The columns, for the viewer (what each row offers them), everyone listed, and who watches which agents. */
function userColumns(users: readonly ConsoleUserView[], viewer: Viewer, watching: Watching | undefined) {
  return [
    column.accessor(nameOf, {
      id: "name",
      header: "Name",
      meta: { cannotHide: true },
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    column.accessor("email", { header: "Email" }),
    column.accessor("role", { header: "Role", filterFn: "equalsString", enableGlobalFilter: false, cell: ({ getValue }) => <RoleBadge role={getValue()} /> }),
    column.accessor("status", {
      header: "Status",
      filterFn: "equalsString",
      enableGlobalFilter: false,
      cell: ({ getValue }) => <UserStatusBadge status={getValue()} />,
    }),
    column.accessor("lastLoginAt", {
      header: "Last sign-in",
      sortFn: "datetime",
      sortUndefined: "last",
      enableGlobalFilter: false,
      cell: ({ getValue }) => {
        const at = getValue();
        return at ? <time dateTime={machineTimestamp(at)}>{formatTimestamp(at)}</time> : <span className="text-muted-foreground">Never</span>;
      },
    }),
    column.accessor("organizationsLabel", {
      header: "Organizations",
      cell: ({ getValue }) => <span className="whitespace-normal">{getValue()}</span>,
    }),
    ...(watching
      ? [
          column.display({
            id: "agents",
            header: `Agents in ${watching.organization.name}`,
            cell: ({ row }) => (
              <div className="whitespace-normal">
                <OperatorAgentsCell user={{ id: row.original.id, name: nameOf(row.original), role: row.original.role }} watching={watching} />
              </div>
            ),
          }),
        ]
      : []),
    column.display({
      id: "actions",
      header: "Actions",
      meta: { cannotHide: true },
      cell: ({ row }) => {
        const user = row.original;
        return (
          <UserActions
            user={{ id: user.id, name: nameOf(user), role: user.role, mayViewCustomerDetails: user.mayViewCustomerDetails }}
            actions={userRowActions(user, viewer, users)}
          />
        );
      },
    }),
  ];
}

const filters: DataTableFilter[] = [
  { columnId: "role", label: "Role", allLabel: "All roles", options: consoleRoles.map((role) => ({ value: role, label: consoleRoleLabels[role] })) },
  {
    columnId: "status",
    label: "Status",
    allLabel: "All statuses",
    options: [
      { value: "active", label: "Active" },
      { value: "disabled", label: "Disabled" },
    ],
  },
];

const noUsers: never[] = [];

type Props = {
  users: UseQueryResult<ConsoleUserView[]>;
  organizations: OrganizationOption[];
  viewer: Viewer;
  /** Who watches which agents of the current organization; without a current organization, no such column. */
  watching?: Watching;
  /** What can be done with the selected users; without it, no row can be selected. */
  bulkActions?: (users: BulkUser[], clearSelection: () => void) => ReactNode;
};

/** The console users the admin manages, in their loading, error, empty and listed states. */
export function UsersTable({ users, organizations, viewer, watching, bulkActions }: Props) {
  const everyone = users.data ?? noUsers;
  const rows = useMemo(
    () => users.data?.map((user) => ({ ...user, organizationsLabel: userOrganizationsLabel(user, organizations) })),
    [users.data, organizations],
  );
  const columns = useMemo(() => userColumns(everyone, viewer, watching), [everyone, viewer, watching]);
  return (
    <DataTable
      id="users"
      label="users"
      columns={columns}
      data={rows}
      getRowId={(user) => user.id}
      isPending={users.isPending}
      error={users.error}
      onRetry={() => void users.refetch()}
      errorTitle="The users could not be loaded"
      searchLabel="Filter users"
      filters={filters}
      rowLabel={bulkActions ? nameOf : undefined}
      bulkActions={
        bulkActions
          ? (selected, clearSelection) =>
              bulkActions(
                selected.map((user) => ({ id: user.id, name: nameOf(user), email: user.email, role: user.role })),
                clearSelection,
              )
          : undefined
      }
      empty={
        <EmptyState
          icon={Users}
          title="No users in your organizations yet"
          description="Invite someone with “Invite user”: you get a one-time link to send them, and they choose their own password."
        />
      }
    />
  );
}
