import { Badge } from "@/components/ui/badge";

import type { AgentApiKey } from "./agent-key-actions";
import { apiKeyStatusBadges } from "./agent-labels";

export function ApiKeyStatusBadge({ status }: { status: AgentApiKey["status"] }) {
  const { label, variant } = apiKeyStatusBadges[status];
  return <Badge variant={variant}>{label}</Badge>;
}
