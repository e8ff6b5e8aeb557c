"use client";

import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

import { DataTable } from "@/components/ui/data-table/data-table";
import type { DataTableColumn } from "@/components/ui/data-table/features";
import type { TableViewBinding } from "@/components/ui/data-table/use-table-view";
import { deliveriesPageSize } from "@/lib/schemas/console/webhooks";

/** The page sizes the deliveries lists offer: the API's default page of 20, and up to its limit of 100. */
export const deliveryPageSizes = { pageSizes: [10, deliveriesPageSize, 50, 100], defaultPageSize: deliveriesPageSize } as const;

type Props<Row extends { id: string }> = {
  /** "deliveries", "sent deliveries": names the table and its pages. */
  label: string;
  columns: DataTableColumn<Row>[];
  /** The view the page of `query` was read for. */
  view: TableViewBinding;
  query: UseQueryResult<{ data: Row[]; total: number }>;
  /** Shown when nothing was delivered at all. */
  empty: ReactNode;
};

/** A list of deliveries as the API pages it, newest first: the page asked for, with its count, states and the way to the other pages. */
export function DeliveryPageTable<Row extends { id: string }>({ label, columns, view, query, empty }: Props<Row>) {
  return (
    <DataTable
      id={view.config.prefix}
      label={label}
      columns={columns}
      data={query.data?.data}
      getRowId={(delivery) => delivery.id}
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      errorTitle="The deliveries could not be loaded"
      empty={empty}
      view={view}
      server={{ rowCount: query.data?.total }}
    />
  );
}
