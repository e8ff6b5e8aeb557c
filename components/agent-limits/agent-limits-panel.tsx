"use client";

import { useAgentQuery } from "@/lib/queries/agents/use-agent-query";

import { LimitsCard } from "./limits-card";
import { UserLimitsSection } from "./user-limits-section";

type Props = { organizationId: string; agentId: string };

/** The Limits tab: the agent's monthly limits with usage, and those of one conversation user. */
export function AgentLimitsPanel({ organizationId, agentId }: Props) {
  const agent = useAgentQuery(organizationId, agentId);
  const agentName = agent.data?.name ?? "this agent";
  return (
    <div className="space-y-8">
      <LimitsCard
        organizationId={organizationId}
        agentId={agentId}
        owner={{ kind: "agent" }}
        ownerName={agentName}
        headingId="agent-limits-title"
        heading={
          <h2 id="agent-limits-title" className="text-lg font-semibold">
            Agent limits
          </h2>
        }
      />
      <UserLimitsSection organizationId={organizationId} agentId={agentId} />
    </div>
  );
}
