"use client";

import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { channelLabel } from "@/lib/inbox/inbox-search";
import type { InboxFilters as Filters } from "@/lib/inbox/inbox-views";

type Props = {
  filters: Filters;
  agents: readonly { id: string; name: string }[];
  channels: readonly string[];
  onChange: (filters: Filters) => void;
};

const everything = "all";

/** Narrows every view to one agent or one channel; kept in the URL so a link shows the same. */
export function InboxFilters({ filters, agents, channels, onChange }: Props) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 2xl:grid-cols-1">
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-agent-filter">Agent</Label>
        <Select value={filters.agentId ?? everything} onValueChange={(value) => onChange({ ...filters, agentId: value === everything ? undefined : value })}>
          <SelectTrigger id="inbox-agent-filter" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={everything}>All agents</SelectItem>
            {agents.map((agent) => (
              <SelectItem key={agent.id} value={agent.id}>
                {agent.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="inbox-channel-filter">Channel</Label>
        <Select value={filters.channel ?? everything} onValueChange={(value) => onChange({ ...filters, channel: value === everything ? undefined : value })}>
          <SelectTrigger id="inbox-channel-filter" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={everything}>All channels</SelectItem>
            {channels.map((channel) => (
              <SelectItem key={channel} value={channel}>
                {channelLabel(channel)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
