"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import { DataTable } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { formatPriceCents, formatQuota } from "@/lib/console/admin/money";
import type { AdminSubscription } from "@/lib/schemas/console/admin";

const quotas = [
  { key: "agentsAmount", label: "Agents" },
  { key: "tokensAmountPerMonth", label: "Tokens / month" },
  { key: "secondsAmountPerMonth", label: "Voice seconds / month" },
  { key: "smsAmountPerMonth", label: "SMS / month" },
  { key: "emailsAmountPerMonth", label: "Emails / month" },
  { key: "usersWithAccessAmount", label: "Users with access" },
] as const;

function PlanCell({ subscription }: { subscription: AdminSubscription }) {
  return (
    <div className="flex flex-col gap-1 whitespace-normal">
      <span className="flex flex-wrap items-center gap-2 font-medium">
        {subscription.title}
        {subscription.isTrial ? <Badge variant="secondary">Trial</Badge> : null}
      </span>
      {subscription.description ? <span className="text-xs text-muted-foreground">{subscription.description}</span> : null}
      <span className="text-xs text-muted-foreground">
        {subscription.visibility === "public" ? "Public" : "Private"} · {subscription.status === "active" ? "Active" : "Inactive"}
      </span>
    </div>
  );
}

const column = dataTableColumns<AdminSubscription>();

const columns = [
  column.accessor("title", { header: "Subscription", meta: { cannotHide: true }, cell: ({ row }) => <PlanCell subscription={row.original} /> }),
  column.accessor("price", {
    header: "Price",
    enableGlobalFilter: false,
    meta: { align: "right" },
    cell: ({ getValue }) => formatPriceCents(getValue()),
  }),
  ...quotas.map((quota) =>
    column.accessor(quota.key, { header: quota.label, enableGlobalFilter: false, meta: { align: "right" }, cell: ({ getValue }) => formatQuota(getValue()) }),
  ),
  column.accessor("organizationsCount", {
    header: "Organizations",
    enableGlobalFilter: false,
    meta: { align: "right" },
    cell: ({ getValue }) => formatQuota(getValue()),
  }),
];

type Props = {
  subscriptions: UseQueryResult<AdminSubscription[]>;
  /** Shown when the region has no subscription under the filters. */
  empty: ReactNode;
};

/** Each plan with its price, its quotas and how many organizations are on it, in its loading, error, empty and listed states. */
export function SubscriptionsTable({ subscriptions, empty }: Props) {
  return (
    <DataTable
      id="subscriptions"
      label="subscriptions"
      columns={columns}
      data={subscriptions.data}
      getRowId={(subscription) => subscription.id}
      isPending={subscriptions.isPending}
      error={subscriptions.error}
      onRetry={() => void subscriptions.refetch()}
      errorTitle="The subscriptions could not be loaded"
      searchLabel="Filter subscriptions"
      empty={empty}
    />
  );
}
