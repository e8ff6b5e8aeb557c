"use client";

import { DataTable } from "@/components/ui/data-table/data-table";
import { dataTableColumns } from "@/components/ui/data-table/features";
import type { CrawlRunView } from "@/lib/schemas/console/crawls";

import { failureReason } from "./crawl-labels";

function PageLink({ url }: { url: string }) {
  return (
    <a href={url} target="_blank" rel="noreferrer noopener" className="break-all font-mono text-xs underline-offset-4 hover:underline">
      {url}
    </a>
  );
}

/** "Showing the first 100 of 240." when the API lists fewer pages than it counted. */
function MoreNote({ listed, total }: { listed: number; total: number }) {
  if (listed >= total) return null;
  return (
    <p className="text-xs text-muted-foreground">
      Showing the first {listed.toLocaleString("en")} of {total.toLocaleString("en")}.
    </p>
  );
}

type FailedPage = CrawlRunView["failedPages"][number];
const column = dataTableColumns<FailedPage>();
const failedColumns = [
  column.accessor("url", {
    header: "URL",
    meta: { cannotHide: true },
    cell: ({ getValue }) => (
      <div className="max-w-md whitespace-normal">
        <PageLink url={getValue()} />
      </div>
    ),
  }),
  column.accessor((page) => failureReason(page), {
    id: "reason",
    header: "Reason",
    cell: ({ getValue }) => <span className="whitespace-normal text-destructive">{getValue()}</span>,
  }),
];

/** Each failed page of the crawl with why it failed. */
export function CrawlFailedPages({ run, headingId }: { run: CrawlRunView; headingId: string }) {
  if (run.failedPages.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-medium">
        Failed pages ({run.pagesFailed.toLocaleString("en")})
      </h4>
      <DataTable
        id={headingId}
        label="failed pages"
        columns={failedColumns}
        data={run.failedPages}
        getRowId={(page) => page.url}
        paginate={false}
        canHideColumns={false}
      />
      <MoreNote listed={run.failedPages.length} total={run.pagesFailed} />
    </section>
  );
}

/** The pages found but not crawled (robots.txt, a redirect), folded away by default. */
export function CrawlSkippedPages({ run }: { run: CrawlRunView }) {
  if (run.skippedPages.length === 0) return null;
  return (
    <details className="rounded-lg border px-3 py-2 text-sm">
      <summary className="cursor-pointer font-medium">Skipped pages ({run.pagesSkipped.toLocaleString("en")})</summary>
      <ul className="mt-2 space-y-1">
        {run.skippedPages.map((page) => (
          <li key={page.url} className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
            <PageLink url={page.url} />
            <span className="text-muted-foreground">{page.reason}</span>
          </li>
        ))}
      </ul>
      <MoreNote listed={run.skippedPages.length} total={run.pagesSkipped} />
    </details>
  );
}
