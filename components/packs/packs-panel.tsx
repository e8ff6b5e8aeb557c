"use client";

import { useDataTableView } from "@/components/ui/data-table/use-data-table-view";
import { usePacksQuery } from "@/lib/queries/packs/use-packs-query";

import { packsPageQuery, PacksTable, packsViewOptions } from "./packs-table";

/** The organization's packs: the page, order and status the address asks for, read from the API. */
export function PacksPanel({ organizationId }: { organizationId: string }) {
  const binding = useDataTableView(packsViewOptions);
  const packs = usePacksQuery(organizationId, packsPageQuery(binding.view));
  return (
    <PacksTable
      organizationId={organizationId}
      binding={binding}
      page={packs.data}
      isPending={packs.isPending}
      error={packs.error}
      onRetry={() => void packs.refetch()}
    />
  );
}
