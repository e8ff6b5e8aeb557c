import { FileText, Globe, Package } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import type { RetrievalPassage } from "@/lib/schemas/console/agent-files";

import { formatCoverage, formatScore, knowledgeSourceLabels } from "./agent-file-labels";

const sourceIcons = { file: FileText, pack: Package, page: Globe } as const;

/** The passages the agent would answer from, best first, each with its source and score. */
export function RetrievalPassages({ passages }: { passages: RetrievalPassage[] }) {
  return (
    <ol className="grid gap-3" aria-label="Passages the agent would use">
      {passages.map((passage, index) => {
        const Icon = sourceIcons[passage.source.kind];
        return (
          <li key={`${passage.source.id}-${index}`} className="grid gap-2 rounded-md border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="flex min-w-0 items-center gap-2">
                <span className="text-muted-foreground tabular-nums">{index + 1}.</span>
                <Badge variant="outline">
                  <Icon aria-hidden="true" />
                  {knowledgeSourceLabels[passage.source.kind]}
                </Badge>
                <span className="truncate font-medium">{passage.source.title}</span>
              </span>
              <span className="flex items-center gap-3 text-muted-foreground">
                <span>
                  Score <span className="font-medium text-foreground tabular-nums">{formatScore(passage.score)}</span>
                </span>
                {passage.coverage === null ? null : <span>{formatCoverage(passage.coverage)}</span>}
              </span>
            </div>
            <blockquote className="border-l-2 pl-3 text-sm whitespace-pre-line">{passage.text}</blockquote>
          </li>
        );
      })}
    </ol>
  );
}
