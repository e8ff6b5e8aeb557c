import { AlertTriangle, KeyRound } from "lucide-react";
import type { ReactNode } from "react";

import { Badge } from "@/components/ui/badge";
import type { AgentKeyStatus as Status } from "@/lib/schemas/console/agents";

import { agentKeyStatusBadges } from "./agent-labels";

/** The console's own key for an agent; a failing or missing key says what it means, with the action that mends it. */
export function AgentKeyStatus({ status, action }: { status: Status; action?: ReactNode }) {
  const { label, variant, description } = agentKeyStatusBadges[status];
  const Icon = status === "active" ? KeyRound : AlertTriangle;
  return (
    <div className="flex flex-col gap-1">
      <Badge variant={variant}>
        <Icon aria-hidden="true" />
        {label}
      </Badge>
      {status === "active" ? null : <p className="max-w-56 text-xs whitespace-normal text-muted-foreground">{description}</p>}
      {status === "active" ? null : action}
    </div>
  );
}
