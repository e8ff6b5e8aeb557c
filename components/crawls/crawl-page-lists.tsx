import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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

/** Each failed page of the crawl with why it failed. */
export function CrawlFailedPages({ run, headingId }: { run: CrawlRunView; headingId: string }) {
  if (run.failedPages.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby={headingId}>
      <h4 id={headingId} className="text-sm font-medium">
        Failed pages ({run.pagesFailed.toLocaleString("en")})
      </h4>
      <Table aria-labelledby={headingId}>
        <TableHeader>
          <TableRow>
            <TableHead>URL</TableHead>
            <TableHead>Reason</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {run.failedPages.map((page) => (
            <TableRow key={page.url}>
              <TableCell className="max-w-md whitespace-normal">
                <PageLink url={page.url} />
              </TableCell>
              <TableCell className="whitespace-normal text-destructive">{failureReason(page)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
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
