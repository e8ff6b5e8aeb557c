"use client";

import type { ReactNode } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { useAgentQuery } from "@/lib/queries/agents/use-agent-query";

import { AgentHeader, AgentHeaderSkeleton } from "./agent-header";
import { AgentNotFound } from "./agent-not-found";
import { AgentTabBar } from "./agent-tab-bar";
import { isNotFoundError } from "./is-not-found";

type Props = { organizationId: string; agentId: string; children: ReactNode };

/** An agent's header and tabs around the current tab; an agent the API no longer has replaces them all. */
export function AgentFrame({ organizationId, agentId, children }: Props) {
  const agent = useAgentQuery(organizationId, agentId);
  if (agent.isError && isNotFoundError(agent.error)) return <AgentNotFound />;
  return (
    <div className="space-y-6">
      {agent.isPending ? <AgentHeaderSkeleton /> : null}
      {agent.isSuccess ? <AgentHeader agent={agent.data} /> : null}
      {agent.isError ? (
        <div className="space-y-4">
          <PageHeader title="Agent" />
          <Alert variant="destructive">
            <AlertTitle>The agent could not be loaded</AlertTitle>
            <AlertDescription>{agent.error.message}</AlertDescription>
          </Alert>
        </div>
      ) : null}
      <AgentTabBar agentId={agentId} />
      {children}
    </div>
  );
}
