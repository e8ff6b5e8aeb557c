import Link from "next/link";

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Timestamp } from "@/components/ui/timestamp";
import { agentHref } from "@/lib/console/agents/agent-tabs";
import type { AgentSummary } from "@/lib/schemas/console/agents";

import { AgentKeyStatus } from "./agent-key-status";
import { AgentStatusBadge } from "./agent-status-badge";
import { GiveConsoleKeyButton } from "./give-console-key-button";

function AgentNameCell({ agent }: { agent: AgentSummary }) {
  return (
    <div className="flex flex-col gap-0.5 whitespace-normal">
      <Link href={agentHref(agent.id)} className="font-medium underline-offset-4 hover:underline focus-visible:underline">
        {agent.name ?? "Unknown agent"}
      </Link>
      {agent.publicName ? <span className="text-xs text-muted-foreground">Shown to users as {agent.publicName}</span> : null}
      {agent.problem ? (
        <span className="text-xs text-destructive">
          Details unavailable: {agent.problem} <code className="font-mono">{agent.id}</code>
        </span>
      ) : null}
    </div>
  );
}

/** The organization's agents, each linking to its page; one without a working console key offers to give it one. */
export function AgentsTable({ organizationId, agents }: { organizationId: string; agents: AgentSummary[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Agent</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Role</TableHead>
          <TableHead className="text-right">Conversations</TableHead>
          <TableHead>Last activity</TableHead>
          <TableHead>Console key</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {agents.map((agent) => (
          <TableRow key={agent.id}>
            <TableCell>
              <AgentNameCell agent={agent} />
            </TableCell>
            <TableCell>{agent.status ? <AgentStatusBadge status={agent.status} /> : <span className="text-muted-foreground">Unknown</span>}</TableCell>
            <TableCell>{agent.role ?? <span className="text-muted-foreground">Unknown</span>}</TableCell>
            <TableCell className="text-right tabular-nums">{agent.conversations ?? <span className="text-muted-foreground">Unknown</span>}</TableCell>
            <TableCell>
              <Timestamp value={agent.lastActivityAt} empty={agent.conversations === null ? "Unknown" : "No conversations yet"} />
            </TableCell>
            <TableCell>
              <AgentKeyStatus
                status={agent.keyStatus}
                action={<GiveConsoleKeyButton organizationId={organizationId} agentId={agent.id} agentName={agent.name ?? agent.id} size="sm" />}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
