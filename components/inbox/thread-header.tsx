import { Headset, UserRound } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { channelLabel } from "@/lib/console/inbox/inbox-search";
import type { InboxThread } from "@/lib/schemas/console/inbox";

import { ConversationActions } from "./conversation-actions";

type Props = { organizationId: string; thread: InboxThread; operatorId: string | undefined; canTakeFromOthers: boolean };

const phaseBadge = {
  waiting: { label: "Waiting for a human", variant: "warning" },
  open: { label: "Open", variant: "outline" },
  closed: { label: "Closed", variant: "secondary" },
} as const;

/** Who the conversation is with, with which agent, who answers it (AI or a person), who handles it, and the actions. */
export function ThreadHeader({ organizationId, thread, operatorId, canTakeFromOthers }: Props) {
  const { conversation, assignedUser } = thread;
  const phase = phaseBadge[conversation.phase];
  return (
    <header className="grid gap-3 border-b pb-3">
      <div className="grid gap-1">
        <h2 id="thread-title" className="text-lg font-semibold tracking-tight">
          {conversation.userName}
        </h2>
        <p className="text-sm text-muted-foreground">
          {conversation.title ? `${conversation.title} · ` : null}with {conversation.agentName}
          {conversation.channel ? ` · ${channelLabel(conversation.channel)}` : null}
          <a href="#conversation-details" className="ml-2 text-primary underline underline-offset-4 @2xl:hidden">
            Contact and notes
          </a>
        </p>
      </div>
      <ul aria-label="Where the conversation stands" className="flex flex-wrap items-center gap-1.5">
        <li>
          <Badge variant={conversation.mode === "manual" ? "default" : "secondary"}>
            {conversation.mode === "manual" ? "Mode: manual (a person answers)" : "Mode: AI answers"}
          </Badge>
        </li>
        <li>
          <Badge variant={phase.variant}>
            {conversation.stateName && conversation.stateName !== phase.label ? `${phase.label} (${conversation.stateName})` : phase.label}
          </Badge>
        </li>
        <li>
          <Badge variant="outline">
            <Headset aria-hidden="true" />
            {conversation.operator ? `Operator: ${conversation.operator.id === operatorId ? "you" : conversation.operator.name}` : "No operator yet"}
          </Badge>
        </li>
        {assignedUser ? (
          <li>
            <Badge variant="outline" title={assignedUser.email ?? undefined}>
              <UserRound aria-hidden="true" />
              Assigned in the deployment: {assignedUser.name}
            </Badge>
          </li>
        ) : null}
      </ul>
      <ConversationActions organizationId={organizationId} conversation={conversation} operatorId={operatorId} canTakeFromOthers={canTakeFromOthers} />
    </header>
  );
}
