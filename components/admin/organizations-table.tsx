"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { Timestamp } from "@/components/ui/timestamp";
import { daysLeft, describeDaysLeft } from "@/lib/console/admin/subscription-end";
import type { AdminOrganizationRow } from "@/lib/schemas/console/admin";

import { keyStatusLabels, organizationStatusLabels, originLabels, regionOptions } from "./admin-labels";
import { OrganizationStatusBadge } from "./organization-status-badge";

function QuotaUse({ used, of, noun }: { used: number | null; of: number | undefined; noun: string }) {
  if (used === null) return <span className="text-muted-foreground">{noun}: unknown</span>;
  return (
    <span className={of !== undefined && used > of ? "text-destructive" : undefined}>
      {noun}: {used}
      {of !== undefined ? ` of ${of}` : ""}
    </span>
  );
}

function SubscriptionCell({ organization, now }: { organization: AdminOrganizationRow; now: Date }) {
  if (!organization.subscription) return <span className="text-muted-foreground">Not reported by the API</span>;
  const days = daysLeft(organization.subscriptionEndsAt, now);
  return (
    <div className="flex flex-col gap-1 whitespace-normal">
      <span className="flex flex-wrap items-center gap-2">
        {organization.subscription.title}
        {organization.subscription.isTrial ? <Badge variant="secondary">Trial</Badge> : null}
      </span>
      <span className={days !== null && days <= 7 ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>{describeDaysLeft(days)}</span>
    </div>
  );
}

const column = dataTableColumns<AdminOrganizationRow>();

/** The columns, for the moment the page was opened (days left on a subscription). */
const organizationColumns = (now: Date) => [
  column.accessor("name", {
    header: "Organization",
    meta: { cannotHide: true },
    cell: ({ row }) => (
      <div className="flex flex-col gap-1 whitespace-normal">
        <span className="font-medium">{row.original.name}</span>
        <span className="text-xs text-muted-foreground">{keyStatusLabels[row.original.keyStatus]}</span>
      </div>
    ),
  }),
  column.accessor("region", { header: "Region", filterFn: "equalsString", enableGlobalFilter: false, cell: ({ getValue }) => getValue().toUpperCase() }),
  column.accessor((organization) => organization.status ?? undefined, {
    id: "status",
    header: "Status",
    filterFn: "equalsString",
    enableGlobalFilter: false,
    sortUndefined: "last",
    cell: ({ row }) => <OrganizationStatusBadge status={row.original.status} />,
  }),
  column.accessor((organization) => organization.subscription?.title, {
    id: "subscription",
    header: "Subscription",
    sortUndefined: "last",
    cell: ({ row }) => <SubscriptionCell organization={row.original} now={now} />,
  }),
  column.accessor((organization) => organization.usage.agents, {
    id: "quota",
    header: "Quota use",
    enableGlobalFilter: false,
    meta: { label: "Quota use" },
    cell: ({ row }) => (
      <div className="flex flex-col gap-1 text-sm whitespace-normal">
        <QuotaUse used={row.original.usage.agents} of={row.original.subscription?.agentsAmount} noun="Agents" />
        <QuotaUse used={row.original.usage.users} of={row.original.subscription?.usersWithAccessAmount} noun="Users" />
      </div>
    ),
  }),
  column.accessor("createdAt", {
    header: "Created",
    sortFn: "datetime",
    enableGlobalFilter: false,
    cell: ({ row }) => (
      <div className="flex flex-col gap-1 whitespace-normal">
        <Timestamp value={row.original.createdAt} empty="Unknown" />
        <span className="text-xs text-muted-foreground">
          {row.original.createdBy ? `${originLabels[row.original.origin]} by ${row.original.createdBy}` : originLabels[row.original.origin]}
        </span>
      </div>
    ),
  }),
];

const filters: DataTableFilter[] = [
  { columnId: "region", label: "Region", allLabel: "All regions", options: regionOptions },
  {
    columnId: "status",
    label: "Status",
    allLabel: "All statuses",
    options: Object.entries(organizationStatusLabels).map(([value, label]) => ({ value, label })),
  },
];

type Props = { organizations: UseQueryResult<AdminOrganizationRow[]>; now: Date; empty: ReactNode };

/** The tenant table: each organization the console knows, with what the console and the API can tell of it, in its loading, error, empty and listed states. */
export function OrganizationsTable({ organizations, now, empty }: Props) {
  const columns = useMemo(() => organizationColumns(now), [now]);
  return (
    <DataTable
      id="organizations"
      label="organizations"
      columns={columns}
      data={organizations.data}
      getRowId={(organization) => organization.id}
      isPending={organizations.isPending}
      error={organizations.error}
      onRetry={() => void organizations.refetch()}
      errorTitle="The organizations could not be loaded"
      searchLabel="Filter organizations"
      filters={filters}
      empty={empty}
    />
  );
}
