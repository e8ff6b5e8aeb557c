"use client";

import { QueryErrorState } from "@/components/ui/query-error-state";
import { useAgentQuery } from "@/lib/queries/agents/use-agent-query";
import { isNotFoundError } from "@/lib/queries/is-not-found";

import { AgentConfigForm } from "./agent-config-form";
import { AgentSkills } from "./agent-skills";
import { AgentTabLoading } from "./agent-tab-loading";

/** The Overview tab: the configuration form beside the agent's skills. */
export function AgentOverview({ organizationId, agentId }: { organizationId: string; agentId: string }) {
  const agent = useAgentQuery(organizationId, agentId);
  if (agent.isPending) return <AgentTabLoading />;
  if (agent.isError) {
    if (isNotFoundError(agent.error)) return null;
    return <QueryErrorState title="The configuration could not be loaded" error={agent.error} onRetry={() => agent.refetch()} />;
  }
  return (
    <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_18rem]">
      <AgentConfigForm key={agent.data.id} organizationId={organizationId} agent={agent.data} />
      <AgentSkills skills={agent.data.skills} />
    </div>
  );
}
