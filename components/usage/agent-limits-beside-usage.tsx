import { Settings2 } from "lucide-react";
import Link from "next/link";

import { LimitsUsageList } from "@/components/agent-limits/limits-usage-list";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { agentHref } from "@/lib/console/agents/agent-tabs";
import { usagePeriodText } from "@/lib/console/limits/limit-usage";
import type { AgentUsage } from "@/lib/schemas/console/usage";

type Props = { agentId: string; limits: AgentUsage["limits"]; problem: string | null; canManageAgents: boolean };

/** The agent's monthly limits with this month's usage beside them, and where to change them. */
export function AgentLimitsBesideUsage({ agentId, limits, problem, canManageAgents }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Monthly limits</h2>
        </CardTitle>
        <CardDescription>
          {problem
            ? `The limits could not be read: ${problem}`
            : !limits?.limits
              ? "The AI Agent API does not report this agent's limits."
              : `${limits.limits.isOrganizationDefault ? "The organization's defaults apply: the agent has no limits of its own." : "The agent's own limits."} ${usagePeriodText(limits.periodStart)}`}
        </CardDescription>
        {canManageAgents ? (
          <CardAction>
            <Button asChild variant="outline" size="sm">
              <Link href={agentHref(agentId, "limits")}>
                <Settings2 aria-hidden="true" />
                Change limits
              </Link>
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      {limits?.limits ? (
        <CardContent>
          <LimitsUsageList limits={limits.limits} usage={limits.usage} />
        </CardContent>
      ) : null}
    </Card>
  );
}
