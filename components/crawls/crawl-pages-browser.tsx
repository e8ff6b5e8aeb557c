"use client";

import { Badge } from "@/components/ui/badge";
import { DataTable, type DataTableFilter } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import { useDataTableView } from "@/components/ui/data-table/use-data-table-view";
import { ConsoleRequestError } from "@/lib/queries/console-fetch";
import type { CrawlPagesFilter } from "@/lib/queries/crawls/crawl-pages-filter";
import { useCrawlPagesQuery } from "@/lib/queries/crawls/use-crawl-pages-query";
import type { CrawlPageView } from "@/lib/schemas/console/crawls";

import { failureReason, pageOutcomeFilters, pageOutcomeLabel } from "./crawl-labels";

type Props = { organizationId: string; agentId: string; crawlId: string; runRevision: string; isLive: boolean; id: string };

const column = dataTableColumns<CrawlPageView>();

/** The API pages the crawl's pages and filters them by outcome; it does not order them, so no column sorts. */
const columns = [
  column.accessor("url", {
    header: "Page",
    enableSorting: false,
    meta: { cannotHide: true },
    cell: ({ row }) => (
      <div className="max-w-md whitespace-normal">
        {row.original.title ? <span className="block font-medium">{row.original.title}</span> : null}
        <a
          href={row.original.url}
          target="_blank"
          rel="noreferrer noopener"
          className="font-mono text-xs break-all text-muted-foreground underline-offset-4 hover:underline"
        >
          {row.original.url}
        </a>
      </div>
    ),
  }),
  column.accessor("status", {
    header: "Outcome",
    enableSorting: false,
    cell: ({ getValue }) => {
      const outcome = pageOutcomeLabel(getValue());
      return <Badge variant={outcome.tone}>{outcome.label}</Badge>;
    },
  }),
  column.display({
    id: "details",
    header: "Details",
    cell: ({ row }) => {
      const { reason, httpStatus } = row.original;
      const details = reason ? failureReason({ reason, httpStatus }) : httpStatus ? `HTTP ${httpStatus}` : "—";
      return <span className="whitespace-normal text-muted-foreground">{details}</span>;
    },
  }),
];

const filters: DataTableFilter[] = [
  {
    columnId: "status",
    label: "Outcome",
    allLabel: "All outcomes",
    options: pageOutcomeFilters,
  },
];

const pageSizes = [20, 50, 100];

/** Every page of the latest crawl with what became of it, narrowed to one outcome, a page at a time. */
export function CrawlPagesBrowser({ organizationId, agentId, crawlId, runRevision, isLive, id }: Props) {
  const binding = useDataTableView({ id, columns, filters, pageSizes });
  const { view } = binding;
  const filter: CrawlPagesFilter = {
    page: view.pageIndex + 1,
    pageSize: view.pageSize,
    status: view.filters.status as CrawlPagesFilter["status"],
  };
  const pages = useCrawlPagesQuery(organizationId, agentId, { crawlId, filter, revision: runRevision, isLive });
  const isUnlisted = pages.error instanceof ConsoleRequestError && pages.error.status === 404;
  return (
    <div id={id}>
      <DataTable
        id={id}
        label="crawled pages"
        columns={columns}
        data={pages.data?.data}
        getRowId={(page) => page.url}
        isPending={pages.isPending}
        error={pages.error}
        onRetry={() => void pages.refetch()}
        errorTitle={isUnlisted ? "The AI Agent API does not list the pages of a crawl." : "The pages could not be loaded"}
        filters={filters}
        view={binding}
        server={{ rowCount: pages.data?.totalItems }}
        canHideColumns={false}
      />
    </div>
  );
}
