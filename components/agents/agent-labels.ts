import type { BadgeProps } from "@/components/ui/badge";
import type { apiKeyStatuses } from "@/lib/schemas/agent-api/agent-api-keys";
import type { agentStatuses, skillStatuses } from "@/lib/schemas/agent-api/agents";
import type { AgentKeyStatus } from "@/lib/schemas/console/agents";

type AgentStatus = (typeof agentStatuses)[number];
type ApiKeyStatus = (typeof apiKeyStatuses)[number];
type SkillStatus = (typeof skillStatuses)[number];
type Variant = NonNullable<BadgeProps["variant"]>;
type Shown = { label: string; variant: Variant };

export const agentStatusBadges: Record<AgentStatus, Shown> = {
  active: { label: "Active", variant: "success" },
  inactive: { label: "Inactive", variant: "secondary" },
  draft: { label: "Draft", variant: "outline" },
};

/** The console's own key for an agent: what each state means for the reader. */
export const agentKeyStatusBadges: Record<AgentKeyStatus, Shown & { description: string }> = {
  active: { label: "Working", variant: "success", description: "The console's key for this agent works." },
  failing: {
    label: "Failing",
    variant: "destructive",
    description: "The AI Agent API refuses the console's key for this agent, so the console cannot act as it.",
  },
  missing: {
    label: "No console key",
    variant: "warning",
    description: "The console holds no key for this agent, so it cannot read its conversations or act as it.",
  },
};

export const apiKeyStatusBadges: Record<ApiKeyStatus, Shown> = {
  active: { label: "Active", variant: "success" },
  expired: { label: "Expired", variant: "warning" },
  revoked: { label: "Revoked", variant: "secondary" },
};

export const skillStatusBadges: Record<SkillStatus, Variant> = { active: "default", inactive: "outline" };
