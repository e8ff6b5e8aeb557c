"use client";

import { Package } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { usePacksQuery } from "@/lib/queries/packs/use-packs-query";

import { CreatePackDialog } from "./create-pack-dialog";
import { PacksPagination } from "./packs-pagination";
import { PacksTable } from "./packs-table";

/** The organization's packs in their loading, error, empty and listed states. */
export function PacksPanel({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const packs = usePacksQuery(organizationId, page);
  if (packs.isPending) return <TableSkeleton label="Loading packs" />;
  if (packs.isError) return <QueryErrorState title="The packs could not be loaded" error={packs.error} onRetry={() => packs.refetch()} />;
  if (packs.data.totalItems === 0) {
    return (
      <EmptyState
        icon={Package}
        title="No packs yet — create one"
        description="A pack bundles documents (PDF, Markdown or text) that several agents can answer from. Create a pack, add its documents, then link it to agents."
        action={<CreatePackDialog organizationId={organizationId} triggerLabel="Create a pack" />}
      />
    );
  }
  if (packs.data.data.length === 0) {
    return (
      <EmptyState
        icon={Package}
        title="No packs on this page"
        description="Packs were deleted since the list was loaded."
        action={
          <Button variant="outline" onClick={() => setPage(1)}>
            Back to the first page
          </Button>
        }
      />
    );
  }
  return (
    <div className="space-y-3">
      <PacksTable packs={packs.data.data} />
      <PacksPagination page={packs.data} onPage={setPage} />
    </div>
  );
}
