import { FileText } from "lucide-react";
import { useId } from "react";

import type { PlaygroundCitation } from "@/lib/schemas/console/playground";

/** The files of the agent's knowledge an answer was drawn from. */
export function MessageCitations({ citations }: { citations: readonly PlaygroundCitation[] }) {
  const labelId = useId();
  if (citations.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
      <span id={labelId}>Knowledge used</span>
      <ul aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
        {citations.map((citation) => (
          <li key={citation.fileId} className="inline-flex items-center gap-1 rounded-md border px-1.5 py-0.5 font-mono text-foreground">
            <FileText className="size-3" aria-hidden="true" />
            {citation.filename}
          </li>
        ))}
      </ul>
    </div>
  );
}
