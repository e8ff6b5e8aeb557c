import type { SelectOption } from "@/components/ui/select-field";
import { agentModels, agentStatuses } from "@/lib/schemas/agent-api/agents";
import type { AgentRole } from "@/lib/schemas/console/agents";

import { agentStatusBadges } from "./agent-labels";

export const modelOptions: readonly SelectOption[] = agentModels.map((model) => ({ value: model, label: model }));

export const statusOptions: readonly SelectOption[] = agentStatuses.map((status) => ({ value: status, label: agentStatusBadges[status].label }));

export function roleOptions(roles: readonly AgentRole[]): SelectOption[] {
  return roles.map((role) => ({ value: role.id, label: role.name }));
}
