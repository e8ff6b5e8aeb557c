"use client";

import { Clock, Headset } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { channelLabel } from "@/lib/console/inbox/inbox-search";
import { waitedFor } from "@/lib/console/inbox/inbox-views";
import { listTime, previewOf } from "@/lib/console/inbox/message-presentation";
import type { InboxConversation } from "@/lib/schemas/console/inbox";
import { cn } from "@/lib/utils/cn";

type Props = {
  conversation: InboxConversation;
  href: string;
  isOpen: boolean;
  isUnread: boolean;
  /** In the Waiting queue, how long and why come first. */
  isWaitingView: boolean;
  operatorId: string;
  now: Date;
};

/** One conversation in the list: who, with which agent, the last word, and who handles it. */
export function ConversationRow({ conversation, href, isOpen, isUnread, isWaitingView, operatorId, now }: Props) {
  const at = conversation.lastMessage?.at ?? conversation.updatedAt;
  const operator = conversation.operator;
  return (
    <Link
      href={href}
      aria-current={isOpen ? "page" : undefined}
      className={cn(
        "grid gap-1 rounded-md border border-transparent px-3 py-2.5 text-sm transition-colors hover:bg-accent/60",
        "outline-none focus-visible:ring-2 focus-visible:ring-ring",
        isOpen && "border-border bg-accent",
      )}
    >
      <span className="flex items-center gap-2">
        {isUnread ? <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-primary" /> : null}
        <span className={cn("min-w-0 flex-1 truncate", isUnread ? "font-semibold" : "font-medium")}>
          {conversation.userName}
          {isUnread ? <span className="sr-only"> (unread)</span> : null}
        </span>
        <time dateTime={at} className="shrink-0 text-xs text-muted-foreground">
          {listTime(at, now)}
        </time>
      </span>
      {isWaitingView && conversation.waitingSince ? (
        <span className="grid gap-0.5">
          <span className="inline-flex items-center gap-1 text-xs font-medium text-warning">
            <Clock aria-hidden="true" className="size-3" />
            Waited {waitedFor(conversation.waitingSince, now)}
          </span>
          {conversation.escalationReason ? <span className="line-clamp-2 text-xs">{conversation.escalationReason}</span> : null}
        </span>
      ) : null}
      <span className={cn("line-clamp-2 text-xs", isUnread ? "text-foreground" : "text-muted-foreground")}>
        {previewOf(conversation.lastMessage, conversation.title)}
      </span>
      <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
        <span className="truncate">{conversation.agentName}</span>
        {conversation.channel ? <span>· {channelLabel(conversation.channel)}</span> : null}
        {conversation.mode === "manual" ? <Badge variant="secondary">With a person</Badge> : null}
        {operator ? (
          <Badge variant="outline">
            <Headset aria-hidden="true" />
            {operator.id === operatorId ? "You" : operator.name}
          </Badge>
        ) : null}
      </span>
    </Link>
  );
}
