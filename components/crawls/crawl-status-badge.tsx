import { Badge } from "@/components/ui/badge";
import type { CrawlView } from "@/lib/schemas/console/crawls";

import { crawlStatusLabel } from "./crawl-labels";

/** The latest crawl's status in a word. */
export function CrawlStatusBadge({ crawl }: { crawl: Pick<CrawlView, "status" | "lastRun"> }) {
  const { label, tone } = crawlStatusLabel(crawl);
  return <Badge variant={tone}>{label}</Badge>;
}
