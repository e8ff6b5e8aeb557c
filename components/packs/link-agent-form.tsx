"use client";

import { Link2 } from "lucide-react";
import Link from "next/link";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { agentsHref } from "@/lib/console/agents/agent-tabs";
import { usePackAgentsQuery } from "@/lib/queries/packs/use-pack-agents-query";
import type { PackAgent } from "@/lib/schemas/console/packs";

type Props = {
  organizationId: string;
  linkedAgents: PackAgent[];
  isPending: boolean;
  onLink: (agent: PackAgent) => void;
};

/** Choose one of the organization's agents the pack is not linked to yet, and link it. */
export function LinkAgentForm({ organizationId, linkedAgents, isPending, onLink }: Props) {
  const agents = usePackAgentsQuery(organizationId);
  const selectId = useId();
  const [agentId, setAgentId] = useState("");
  if (agents.isPending) return <Skeleton className="h-9 w-72" aria-label="Loading agents" />;
  if (agents.isError) return <p className="text-sm text-destructive">The agents could not be loaded: {agents.error.message}</p>;

  const linkable = agents.data.filter((agent) => !linkedAgents.some((linked) => linked.id === agent.id));
  if (agents.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        This organization has no agents yet.{" "}
        <Link href={agentsHref} className="underline underline-offset-4">
          Create one on the Agents page
        </Link>
        , then link it here.
      </p>
    );
  }
  if (linkable.length === 0) return <p className="text-sm text-muted-foreground">Every agent of the organization is linked to this pack.</p>;

  const chosen = linkable.find((agent) => agent.id === agentId);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        onLink({ id: chosen.id, name: chosen.name ?? chosen.id });
        setAgentId("");
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={selectId}>Agent to link</Label>
        <Select value={agentId} onValueChange={setAgentId}>
          <SelectTrigger id={selectId} className="w-72">
            <SelectValue placeholder="Choose an agent" />
          </SelectTrigger>
          <SelectContent>
            {linkable.map((agent) => (
              <SelectItem key={agent.id} value={agent.id}>
                {agent.name ?? agent.id}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <Button type="submit" disabled={!chosen || isPending}>
        {isPending ? <Spinner label="Linking the agent" /> : <Link2 aria-hidden="true" />}
        Link agent
      </Button>
    </form>
  );
}
