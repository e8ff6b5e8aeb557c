"use client";

import { Globe, RotateCw, TriangleAlert } from "lucide-react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PanelSection } from "@/components/ui/panel-section";
import { QueryErrorState } from "@/components/ui/query-error-state";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useCrawlsQuery } from "@/lib/queries/crawls/use-crawls-query";

import { CrawlCard } from "./crawl-card";
import { CreateCrawlDialog } from "./crawl-dialog";

type Props = { organizationId: string; agentId: string };

/** The Crawls tab: the websites the agent learns from, in their loading, error, empty and listed states, followed live while one runs. */
export function CrawlsPanel({ organizationId, agentId }: Props) {
  const crawls = useCrawlsQuery(organizationId, agentId);
  const hasCrawls = crawls.isSuccess || (crawls.data !== undefined && crawls.data.length > 0);

  return (
    <PanelSection
      title="Crawls"
      description="Websites whose pages the agent learns from. Each crawl follows links from its start URL, obeys robots.txt, and adds the pages' text to the agent's knowledge."
      action={crawls.data && crawls.data.length > 0 ? <CreateCrawlDialog organizationId={organizationId} agentId={agentId} /> : null}
    >
      {crawls.isPending ? <TableSkeleton label="Loading crawls" rows={2} /> : null}
      {crawls.isError && !crawls.data ? <QueryErrorState title="The crawls could not be loaded" error={crawls.error} onRetry={() => crawls.refetch()} /> : null}
      {crawls.isError && crawls.data ? (
        <Alert variant="warning">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Live updates paused</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center gap-2">
            {crawls.error.message}
            <Button variant="outline" size="sm" onClick={() => crawls.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}
      {hasCrawls && crawls.data?.length === 0 ? (
        <EmptyState
          icon={Globe}
          title="No crawls yet — add a website"
          description="Give the address the crawl starts from; run it, and the agent answers from the pages it finds."
          action={<CreateCrawlDialog organizationId={organizationId} agentId={agentId} triggerLabel="Add a website" />}
        />
      ) : null}
      {crawls.data && crawls.data.length > 0 ? (
        <div className="space-y-4">
          {crawls.data.map((crawl) => (
            <CrawlCard key={crawl.id} organizationId={organizationId} agentId={agentId} crawl={crawl} />
          ))}
        </div>
      ) : null}
    </PanelSection>
  );
}
