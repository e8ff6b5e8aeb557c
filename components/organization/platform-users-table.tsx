"use client";

import { useMemo, type ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns, type DataTableColumn } from "@/components/ui/data-table/features";
import { StatusToggleButton } from "@/components/ui/status-toggle-button";
import { platformRoleLabels } from "@/lib/console/users/platform-roles";
import type { UpdatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";
import { platformRoles } from "@/lib/schemas/agent-api/organizations";
import type { PlatformUserView } from "@/lib/schemas/console/organization";

import { platformUserName, platformUserStatusLabels, statusAction } from "./platform-user-labels";
import { PlatformUserRoleSelect } from "./platform-user-role-select";

export type PlatformUserChange = (user: { id: string; name: string }, change: UpdatePlatformUserBody) => void;

type RowHandlers = {
  /** What disabling and enabling a user do, said before either is confirmed. */
  consequences: { disable: string; enable: string };
  /** The id of the user whose change is being saved. */
  savingUserId: string | undefined;
  onChange: PlatformUserChange;
};

const unknown = <span className="text-muted-foreground">Unknown</span>;

/** The columns, with `detail` between email and role (the phone, or what the user works on). */
function platformUserColumns<User extends PlatformUserView>(detail: DataTableColumn<User>, { consequences, savingUserId, onChange }: RowHandlers) {
  const column = dataTableColumns<User>();
  return [
    column.accessor((user) => platformUserName(user), {
      id: "name",
      header: "Name",
      meta: { cannotHide: true },
      cell: ({ getValue }) => <span className="font-medium">{getValue()}</span>,
    }),
    column.accessor((user) => user.email, { id: "email", header: "Email" }),
    detail,
    column.accessor((user) => user.role ?? undefined, {
      id: "role",
      header: "Role",
      filterFn: "equalsString",
      enableGlobalFilter: false,
      sortUndefined: "last",
      cell: ({ row }) => {
        const name = platformUserName(row.original);
        return (
          <PlatformUserRoleSelect
            label={`Role of ${name}`}
            role={row.original.role}
            disabled={savingUserId === row.original.id}
            onChange={(role) => onChange({ id: row.original.id, name }, { role })}
          />
        );
      },
    }),
    column.accessor((user) => user.status ?? undefined, {
      id: "status",
      header: "Status",
      filterFn: "equalsString",
      enableGlobalFilter: false,
      sortUndefined: "last",
      cell: ({ row }) => {
        const status = row.original.status;
        if (!status) return unknown;
        return (
          <Badge variant={status === "disabled" ? "destructive" : status === "active" ? "success" : "secondary"}>{platformUserStatusLabels[status]}</Badge>
        );
      },
    }),
    column.display({
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      meta: { cannotHide: true, label: "Actions" },
      cell: ({ row }) => {
        const action = statusAction(row.original.status);
        if (!action) return null;
        const name = platformUserName(row.original);
        return (
          <StatusToggleButton
            consequences={consequences}
            name={name}
            action={action}
            disabled={savingUserId === row.original.id}
            onConfirm={() => onChange({ id: row.original.id, name }, { status: action === "disable" ? "disabled" : "active" })}
          />
        );
      },
    }),
  ] as DataTableColumn<User>[];
}

const filters: DataTableFilter[] = [
  { columnId: "role", label: "Role", allLabel: "All roles", options: platformRoles.map((role) => ({ value: role, label: platformRoleLabels[role] })) },
  {
    columnId: "status",
    label: "Status",
    allLabel: "All statuses",
    options: Object.entries(platformUserStatusLabels).map(([value, label]) => ({ value, label })),
  },
];

type Props<User extends PlatformUserView> = RowHandlers & {
  /** Unique on its page: names the table's address parameters. */
  id: string;
  users: User[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** The column between email and role, made with `dataTableColumns<User>()` at module scope. */
  detail: DataTableColumn<User>;
  /** Shown when there is nobody to list. */
  empty: ReactNode;
  /** What to do with the selected users: change their role. */
  bulkActions: (users: User[], clearSelection: () => void) => ReactNode;
};

/** Platform users with their contact, role and status, the changes an admin can make to each, and to several at once. */
export function PlatformUsersTable<User extends PlatformUserView>({
  id,
  users,
  isPending,
  error,
  onRetry,
  detail,
  empty,
  bulkActions,
  ...handlers
}: Props<User>) {
  const { consequences, savingUserId, onChange } = handlers;
  const columns = useMemo(() => platformUserColumns(detail, { consequences, savingUserId, onChange }), [detail, consequences, savingUserId, onChange]);
  return (
    <DataTable
      id={id}
      label="platform users"
      columns={columns}
      data={users}
      getRowId={(user) => user.id}
      isPending={isPending}
      error={error}
      onRetry={onRetry}
      errorTitle="The platform users could not be loaded"
      empty={empty}
      searchLabel="Filter platform users"
      filters={filters}
      rowLabel={platformUserName}
      bulkActions={bulkActions}
    />
  );
}
