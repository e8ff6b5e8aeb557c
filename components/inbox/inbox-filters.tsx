"use client";

import { ChevronDown, ListFilter } from "lucide-react";
import { useId, useState } from "react";

import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { filterSummary } from "@/lib/console/inbox/filter-summary";
import { channelLabel } from "@/lib/console/inbox/inbox-search";
import type { InboxFilters as Filters } from "@/lib/console/inbox/inbox-views";
import { cn } from "@/lib/utils/cn";

type Props = {
  filters: Filters;
  agents: readonly { id: string; name: string }[];
  channels: readonly string[];
  onChange: (filters: Filters) => void;
};

const everything = "all";

/**
 * Narrows every view to one agent or one channel; kept in the URL so a link shows the same. On a phone the
 * choices fold behind a Filters button that says what they let through, so the list starts higher up.
 */
export function InboxFilters({ filters, agents, channels, onChange }: Props) {
  const [isOpen, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className="grid gap-3">
      <Button
        type="button"
        variant="outline"
        className="w-full justify-between lg:hidden"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen(!isOpen)}
      >
        <ListFilter aria-hidden="true" />
        <span className="min-w-0 flex-1 truncate text-left">
          Filters<span className="font-normal text-muted-foreground">: {filterSummary(filters, agents)}</span>
        </span>
        <ChevronDown aria-hidden="true" className={cn("transition-transform", isOpen && "rotate-180")} />
      </Button>
      <div id={panelId} className={cn("gap-3 sm:grid-cols-2 lg:grid 2xl:grid-cols-1", isOpen ? "grid" : "hidden")}>
        <FilterSelect
          id="inbox-agent-filter"
          label="Agent"
          everythingLabel="All agents"
          value={filters.agentId}
          options={agents.map((agent) => ({ value: agent.id, label: agent.name }))}
          onChange={(agentId) => onChange({ ...filters, agentId })}
        />
        <FilterSelect
          id="inbox-channel-filter"
          label="Channel"
          everythingLabel="All channels"
          value={filters.channel}
          options={channels.map((channel) => ({ value: channel, label: channelLabel(channel) }))}
          onChange={(channel) => onChange({ ...filters, channel })}
        />
      </div>
    </div>
  );
}

type FilterSelectProps = {
  id: string;
  label: string;
  everythingLabel: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
};

/** One filter: everything, or one of its options. */
function FilterSelect({ id, label, everythingLabel, value, options, onChange }: FilterSelectProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? everything} onValueChange={(next) => onChange(next === everything ? undefined : next)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={everything}>{everythingLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
