import { Badge } from "@/components/ui/badge";
import { Spinner } from "@/components/ui/spinner";
import type { AgentFileView } from "@/lib/schemas/console/agent-files";

import { agentFileStageBadges } from "./agent-file-labels";

/** Where a file is: its stage, and why it failed when it did. */
export function AgentFileStage({ file }: { file: AgentFileView }) {
  const { label, variant } = agentFileStageBadges[file.stage];
  return (
    <div className="flex flex-col gap-1 whitespace-normal">
      <Badge variant={variant}>
        {file.stage === "indexing" ? <Spinner label={`Indexing ${file.fileName}`} className="[&_svg]:size-3" /> : null}
        {label}
      </Badge>
      {file.error ? <span className="max-w-64 text-xs text-destructive">{file.error}</span> : null}
    </div>
  );
}
