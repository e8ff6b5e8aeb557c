import { Badge } from "@/components/ui/badge";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import type { AgentDetail } from "@/lib/schemas/console/agents";

import { AgentStatusBadge } from "./agent-status-badge";

export function AgentHeaderSkeleton() {
  return (
    <div className="space-y-2" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the agent
      </span>
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-5 w-80 max-w-full" />
    </div>
  );
}

/** The agent's name, the name users see, its status and its role. */
export function AgentHeader({ agent }: { agent: Pick<AgentDetail, "name" | "publicName" | "status" | "role"> }) {
  return (
    <PageHeader title={agent.name} description={`Shown to users as ${agent.publicName}`}>
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <AgentStatusBadge status={agent.status} />
        {agent.role ? <Badge variant="outline">{agent.role}</Badge> : null}
      </div>
    </PageHeader>
  );
}
