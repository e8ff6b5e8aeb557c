import type { Metadata } from "next";

import { PlaygroundPanel } from "@/components/playground/playground-panel";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { requirePageUser } from "@/lib/console/auth/session";
import { currentOrganizationFor } from "@/lib/console/organizations/organizations";
import { playgroundUserEmail } from "@/lib/console/playground/playground-view";
import { rolesForPath } from "@/lib/console/shell/navigation";

export const metadata: Metadata = { title: "Agent playground" };

type Props = { params: Promise<{ agentId: string }>; searchParams: Promise<{ conversation?: string | string[] }> };

/** The Playground tab: chat with the agent as a test user, and one-off prompts. */
export default async function AgentPlaygroundPage({ params, searchParams }: Props) {
  const user = await requirePageUser(rolesForPath(agentsHref));
  const [{ current }, { agentId }, { conversation }] = await Promise.all([currentOrganizationFor(user), params, searchParams]);
  if (!current) return null;
  const initialConversationId = typeof conversation === "string" && /^[\w-]{1,64}$/.test(conversation) ? conversation : undefined;
  return (
    <PlaygroundPanel organizationId={current.id} agentId={agentId} initialConversationId={initialConversationId} testUserEmail={playgroundUserEmail(user.id)} />
  );
}
