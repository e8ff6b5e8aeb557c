import { MessageCircle } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";
import { Skeleton } from "@/components/ui/skeleton";
import { chatPageHref } from "@/lib/queries/chat/chat-page-href";
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

type Props = { agent: Pick<AgentDetail, "name" | "publicName" | "status" | "role"> & { id?: string } };

/** The agent's name, the name users see, its status and its role; with its id, a link to chat with it as a customer. */
export function AgentHeader({ agent }: Props) {
  const tryIt = agent.id ? (
    <Button asChild variant="outline" size="sm">
      <Link href={chatPageHref(agent.id)} target="_blank" rel="noopener">
        <MessageCircle aria-hidden="true" />
        Try as a customer
        <span className="sr-only"> (opens in a new tab)</span>
      </Link>
    </Button>
  ) : undefined;
  return (
    <PageHeader title={agent.name} description={`Shown to users as ${agent.publicName}`} actions={tryIt}>
      <div className="flex flex-wrap items-center gap-2 pt-1">
        <AgentStatusBadge status={agent.status} />
        {agent.role ? <Badge variant="outline">{agent.role}</Badge> : null}
      </div>
    </PageHeader>
  );
}
