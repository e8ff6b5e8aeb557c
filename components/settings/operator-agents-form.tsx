"use client";

import { Bot } from "lucide-react";
import Link from "next/link";
import { useId, useState, type FormEvent } from "react";

import { AgentStatusBadge } from "@/components/agents/agent-status-badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { QueryStates } from "@/components/ui/query-states";
import { Spinner } from "@/components/ui/spinner";
import { TableSkeleton } from "@/components/ui/table-skeleton";
import { useAgentsQuery } from "@/lib/queries/agents/use-agents-query";
import type { AgentSummary } from "@/lib/schemas/console/agents";
import type { OperatorAgentsChange } from "@/lib/schemas/console/operator-agents";

import { agentChoiceChange, agentLabel, agentSearchThreshold, choiceCount, matchingAgents, withChoice } from "./operator-agent-choice";

type Props = {
  organization: { id: string; name: string };
  /** The agents watched when the dialog opened: the choice changes only what is ticked or unticked from these. */
  initialAgentIds: readonly string[];
  isSaving: boolean;
  onSave: (change: Required<OperatorAgentsChange>, agentName: (agentId: string) => string | undefined) => void;
  /** Closes the dialog when there is nothing to save. */
  onDone: () => void;
};

/** The organization's agents as a list of checkboxes, searchable when there are many, with Cancel and Save. */
export function OperatorAgentsForm({ organization, initialAgentIds, isSaving, onSave, onDone }: Props) {
  const agents = useAgentsQuery(organization.id);
  const [before] = useState(() => [...initialAgentIds]);
  const [chosen, setChosen] = useState(() => new Set(initialAgentIds));

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const change = agentChoiceChange(before, chosen);
    if (change.add.length + change.remove.length === 0) return onDone();
    const names = new Map((agents.data ?? []).map((agent) => [agent.id, agentLabel(agent)]));
    onSave(change, (agentId) => names.get(agentId));
  }

  function toggle(agentId: string, isChosen: boolean) {
    setChosen((current) => withChoice(current, agentId, isChosen));
  }

  return (
    <form className="grid gap-4" onSubmit={handleSubmit} aria-busy={isSaving}>
      <AgentChoice organization={organization} chosen={chosen} isDisabled={isSaving} onToggle={toggle} />
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={isSaving}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={isSaving || !agents.isSuccess}>
          {isSaving ? <Spinner label="Saving the agents" /> : null}
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

type ChoiceProps = {
  organization: { id: string; name: string };
  chosen: ReadonlySet<string>;
  isDisabled: boolean;
  onToggle: (agentId: string, isChosen: boolean) => void;
};

/** The organization's agents to tick, in their loading, error and empty states. */
export function AgentChoice({ organization, chosen, isDisabled, onToggle }: ChoiceProps) {
  const agents = useAgentsQuery(organization.id);
  return (
    <QueryStates
      query={agents}
      loading={<TableSkeleton label="Loading agents" rows={3} />}
      errorTitle="The agents could not be loaded"
      empty={
        <EmptyState
          icon={Bot}
          title={`${organization.name} has no agents yet`}
          description="Create an agent first; then give it to operators here."
          action={
            <Button asChild variant="outline">
              <Link href="/agents">Go to Agents</Link>
            </Button>
          }
        />
      }
    >
      {(loaded) => <AgentChecklist organizationName={organization.name} agents={loaded} chosen={chosen} isDisabled={isDisabled} onToggle={onToggle} />}
    </QueryStates>
  );
}

type ChecklistProps = {
  organizationName: string;
  agents: AgentSummary[];
  chosen: ReadonlySet<string>;
  isDisabled: boolean;
  onToggle: (agentId: string, isChosen: boolean) => void;
};

function AgentChecklist({ organizationName, agents, chosen, isDisabled, onToggle }: ChecklistProps) {
  const [search, setSearch] = useState("");
  const countId = useId();
  const shown = matchingAgents(agents, search);
  return (
    <fieldset className="grid gap-3" aria-describedby={countId}>
      <legend className="sr-only">Agents of {organizationName}</legend>
      {agents.length > agentSearchThreshold ? (
        <Input type="search" aria-label="Search agents" placeholder="Search agents" value={search} onChange={(event) => setSearch(event.target.value)} />
      ) : null}
      {shown.length === 0 ? (
        <p className="py-4 text-center text-sm text-muted-foreground">No agent matches “{search.trim()}”.</p>
      ) : (
        <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-md border p-1">
          {shown.map((agent) => (
            <li key={agent.id}>
              <label className="flex cursor-pointer items-center gap-3 rounded-sm px-2 py-2 text-sm hover:bg-muted has-disabled:cursor-not-allowed">
                <Checkbox checked={chosen.has(agent.id)} disabled={isDisabled} onChange={(event) => onToggle(agent.id, event.target.checked)} />
                <span className="min-w-0 flex-1 truncate">{agentLabel(agent)}</span>
                {agent.status && agent.status !== "active" ? <AgentStatusBadge status={agent.status} /> : null}
              </label>
            </li>
          ))}
        </ul>
      )}
      <p id={countId} className="text-sm text-muted-foreground" aria-live="polite">
        {choiceCount(agents.filter((agent) => chosen.has(agent.id)).length, agents.length)}
      </p>
    </fieldset>
  );
}
