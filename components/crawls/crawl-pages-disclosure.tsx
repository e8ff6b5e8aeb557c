"use client";

import { ChevronDown, ChevronUp } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { isCrawlActive } from "@/lib/queries/crawls/crawl-polling";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { CrawlPagesBrowser } from "./crawl-pages-browser";

type Props = { organizationId: string; agentId: string; crawl: CrawlView; idPrefix: string };

/** "Show all pages": the latest crawl's pages, folded away until asked for. */
export function CrawlPagesDisclosure({ organizationId, agentId, crawl, idPrefix }: Props) {
  const [isOpen, setIsOpen] = useState(false);
  const run = crawl.lastRun;
  if (!run || run.pagesFound === 0) return null;
  const panelId = `${idPrefix}-pages`;
  return (
    <div className="space-y-3">
      <Button variant="outline" size="sm" aria-expanded={isOpen} aria-controls={panelId} onClick={() => setIsOpen(!isOpen)}>
        {isOpen ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
        {isOpen ? "Hide pages" : `Show all pages (${run.pagesFound.toLocaleString("en")})`}
      </Button>
      {isOpen ? (
        <CrawlPagesBrowser
          organizationId={organizationId}
          agentId={agentId}
          crawlId={crawl.id}
          runRevision={`${run.id}:${run.status}`}
          isLive={isCrawlActive(run.status)}
          id={panelId}
        />
      ) : null}
    </div>
  );
}
