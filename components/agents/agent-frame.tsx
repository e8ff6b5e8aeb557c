"use client";

import { usePathname } from "next/navigation";
import type { ReactNode } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PageHeader } from "@/components/ui/page-header";
import { activeAgentTab } from "@/lib/console/agents/agent-tabs";
import { useAgentConsoleKeyQuery } from "@/lib/queries/agents/use-agent-console-key-query";
import { useAgentQuery } from "@/lib/queries/agents/use-agent-query";
import { isNotFoundError } from "@/lib/queries/is-not-found";

import { AgentHeader, AgentHeaderSkeleton } from "./agent-header";
import { AgentNotFound } from "./agent-not-found";
import { AgentTabBar } from "./agent-tab-bar";
import { ConsoleKeyMissing } from "./console-key-missing";

type Props = { organizationId: string; agentId: string; children: ReactNode };

/**
 * An agent's header and tabs around the current tab; an agent the API no longer has replaces them all. A tab
 * that works with the agent's own key says so, with the way to mend it, while the console holds no working one.
 */
export function AgentFrame({ organizationId, agentId, children }: Props) {
  const agent = useAgentQuery(organizationId, agentId);
  const consoleKey = useAgentConsoleKeyQuery(organizationId, agentId);
  const usesAgentKey = Boolean(activeAgentTab(usePathname(), agentId)?.usesAgentKey);
  // Without a key the tab could only fail; a refused key may work again, so the tab stays under the warning.
  const keyTrouble = usesAgentKey && consoleKey.data && consoleKey.data.keyStatus !== "active" ? consoleKey.data.keyStatus : undefined;
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
      {keyTrouble ? <ConsoleKeyMissing organizationId={organizationId} agentId={agentId} keyStatus={keyTrouble} /> : null}
      {keyTrouble === "missing" ? null : children}
    </div>
  );
}
