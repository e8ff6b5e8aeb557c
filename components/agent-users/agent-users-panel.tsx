"use client";

import { AgentRolesSection } from "@/components/organization/agent-roles-section";

import { AgentOperatorsSection } from "./agent-operators-section";
import { AgentPlatformUsersSection } from "./agent-platform-users-section";
import { ConversationUsersSection } from "./conversation-users-section";

type Props = { organizationId: string; agentId: string };

/** The Users tab: who talks to the agent, who works on it (console operators and platform users), and the agent roles for reference. */
export function AgentUsersPanel({ organizationId, agentId }: Props) {
  return (
    <div className="space-y-10">
      <ConversationUsersSection organizationId={organizationId} agentId={agentId} />
      <AgentOperatorsSection organizationId={organizationId} agentId={agentId} />
      <AgentPlatformUsersSection organizationId={organizationId} agentId={agentId} />
      <AgentRolesSection organizationId={organizationId} />
    </div>
  );
}
