"use client";

import { Play, Square, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { ConfirmAction } from "@/components/ui/confirm-action";
import { Spinner } from "@/components/ui/spinner";
import { isCrawlActive } from "@/lib/queries/crawls/crawl-polling";
import { useCancelCrawlMutation } from "@/lib/queries/crawls/use-cancel-crawl-mutation";
import { useDeleteCrawlMutation } from "@/lib/queries/crawls/use-delete-crawl-mutation";
import { useRunCrawlMutation } from "@/lib/queries/crawls/use-run-crawl-mutation";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { EditCrawlDialog } from "./crawl-dialog";
import { isCancelling } from "./crawl-labels";

type Props = { organizationId: string; agentId: string; crawl: CrawlView; titleId: string };

/** Run now, or cancel the crawl in progress (after asking); edit; delete (after asking). */
export function CrawlActions({ organizationId, agentId, crawl, titleId }: Props) {
  const run = useRunCrawlMutation(organizationId, agentId);
  const cancel = useCancelCrawlMutation(organizationId, agentId);
  const remove = useDeleteCrawlMutation(organizationId, agentId);
  const isActive = isCrawlActive(crawl.status);

  return (
    <div className="flex flex-wrap items-center gap-1">
      {isActive ? (
        <ConfirmAction
          trigger={
            <>
              <Square aria-hidden="true" />
              {isCancelling(crawl) ? "Cancelling…" : "Cancel crawl"}
            </>
          }
          disabled={isCancelling(crawl)}
          isPending={cancel.isPending}
          title={`Cancel the crawl of ${crawl.url}?`}
          description="It stops within a second. Pages it has already added stay in the agent's knowledge; the rest are not fetched."
          confirmLabel="Cancel crawl"
          onConfirm={() => cancel.mutate(crawl.id)}
        />
      ) : (
        <Button size="sm" onClick={() => run.mutate(crawl.id)} disabled={run.isPending} aria-describedby={titleId}>
          {run.isPending ? <Spinner label="Starting the crawl" /> : <Play aria-hidden="true" />}
          Run now
        </Button>
      )}
      <EditCrawlDialog organizationId={organizationId} agentId={agentId} crawl={crawl} />
      <ConfirmAction
        trigger={<Trash2 aria-hidden="true" />}
        triggerVariant="ghost"
        triggerSize="icon"
        triggerLabel={`Delete the crawl of ${crawl.url}`}
        isPending={remove.isPending}
        title={`Delete the crawl of ${crawl.url}?`}
        description={
          isActive
            ? "The crawl in progress stops, its history goes, and the pages it added leave the agent's knowledge. This cannot be undone."
            : "Its settings and history go, and the pages it added leave the agent's knowledge. This cannot be undone."
        }
        confirmLabel="Delete crawl"
        onConfirm={() => remove.mutate({ id: crawl.id, url: crawl.url })}
      />
    </div>
  );
}
