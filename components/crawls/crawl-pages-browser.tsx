"use client";

import { ChevronLeft, ChevronRight, RotateCw } from "lucide-react";
import { useState } from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ConsoleRequestError } from "@/lib/queries/console-fetch";
import type { CrawlPagesFilter } from "@/lib/queries/crawls/crawl-pages-filter";
import { useCrawlPagesQuery } from "@/lib/queries/crawls/use-crawl-pages-query";
import type { CrawlPagesView } from "@/lib/schemas/console/crawls";

import { failureReason, pageOutcomeFilters, pageOutcomeLabel } from "./crawl-labels";

const pageSize = 20;

type Props = { organizationId: string; agentId: string; crawlId: string; runRevision: string; isLive: boolean; id: string; captionId: string };

function PagesTable({ pages, captionId }: { pages: CrawlPagesView["data"]; captionId: string }) {
  return (
    <Table aria-labelledby={captionId}>
      <TableHeader>
        <TableRow>
          <TableHead>Page</TableHead>
          <TableHead>Outcome</TableHead>
          <TableHead>Details</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {pages.map((page) => {
          const outcome = pageOutcomeLabel(page.status);
          const details = page.reason ? failureReason({ reason: page.reason, httpStatus: page.httpStatus }) : page.httpStatus ? `HTTP ${page.httpStatus}` : "—";
          return (
            <TableRow key={page.url}>
              <TableCell className="max-w-md whitespace-normal">
                {page.title ? <span className="block font-medium">{page.title}</span> : null}
                <a
                  href={page.url}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="break-all font-mono text-xs text-muted-foreground underline-offset-4 hover:underline"
                >
                  {page.url}
                </a>
              </TableCell>
              <TableCell>
                <Badge variant={outcome.tone}>{outcome.label}</Badge>
              </TableCell>
              <TableCell className="whitespace-normal text-muted-foreground">{details}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

/** Every page of the latest crawl with what became of it, narrowed to one outcome, twenty at a time. */
export function CrawlPagesBrowser({ organizationId, agentId, crawlId, runRevision, isLive, id, captionId }: Props) {
  const [filter, setFilter] = useState<CrawlPagesFilter>({ page: 1, pageSize });
  const pages = useCrawlPagesQuery(organizationId, agentId, { crawlId, filter, revision: runRevision, isLive });
  const totalPages = Math.max(1, pages.data?.totalPages ?? 1);

  return (
    <div id={id} className="space-y-3">
      <div role="group" aria-label="Show pages by outcome" className="flex flex-wrap gap-1">
        {pageOutcomeFilters.map((option) => (
          <Button
            key={option.label}
            size="sm"
            variant={filter.status === option.value ? "secondary" : "ghost"}
            aria-pressed={filter.status === option.value}
            onClick={() => setFilter({ status: option.value, page: 1, pageSize })}
          >
            {option.label}
          </Button>
        ))}
      </div>
      <h4 id={captionId} className="sr-only">
        Pages of the latest crawl
      </h4>
      {pages.isPending ? (
        <div className="space-y-2" aria-busy="true">
          <span className="sr-only" role="status">
            Loading pages
          </span>
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : null}
      {pages.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          {pages.error instanceof ConsoleRequestError && pages.error.status === 404
            ? "The AI Agent API does not list the pages of a crawl."
            : `The pages could not be loaded: ${pages.error.message}`}
          <Button variant="outline" size="sm" onClick={() => pages.refetch()}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
      ) : null}
      {pages.data && pages.data.data.length === 0 ? <p className="text-sm text-muted-foreground">No pages with this outcome.</p> : null}
      {pages.data && pages.data.data.length > 0 ? <PagesTable pages={pages.data.data} captionId={captionId} /> : null}
      {pages.data && totalPages > 1 ? (
        <nav aria-label="Pages of the list" className="flex items-center justify-end gap-2 text-sm">
          <Button variant="outline" size="sm" disabled={filter.page <= 1} onClick={() => setFilter({ ...filter, page: filter.page - 1 })}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span aria-live="polite">
            Page {filter.page} of {totalPages}
          </span>
          <Button variant="outline" size="sm" disabled={filter.page >= totalPages} onClick={() => setFilter({ ...filter, page: filter.page + 1 })}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
