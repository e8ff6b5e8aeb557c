import { Badge } from "@/components/ui/badge";
import type { AgentDetail } from "@/lib/schemas/console/agents";

import { agentStatusBadges } from "./agent-labels";

export function AgentStatusBadge({ status }: { status: AgentDetail["status"] }) {
  const { label, variant } = agentStatusBadges[status];
  return <Badge variant={variant}>{label}</Badge>;
}
