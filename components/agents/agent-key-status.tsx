import { AlertTriangle, KeyRound } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import type { AgentKeyStatus as Status } from "@/lib/schemas/console/agents";

import { agentKeyStatusBadges } from "./agent-labels";

/** The console's own key for an agent; a failing or missing key says what it means and what to do. */
export function AgentKeyStatus({ status }: { status: Status }) {
  const { label, variant, description } = agentKeyStatusBadges[status];
  const Icon = status === "active" ? KeyRound : AlertTriangle;
  return (
    <div className="flex flex-col gap-1">
      <Badge variant={variant}>
        <Icon aria-hidden="true" />
        {label}
      </Badge>
      {status === "active" ? null : <p className="max-w-56 text-xs whitespace-normal text-muted-foreground">{description}</p>}
    </div>
  );
}
