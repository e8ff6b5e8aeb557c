"use client";

import { MessagesSquare } from "lucide-react";
import { memo, useEffect, useRef } from "react";

import { EmptyState } from "@/components/ui/empty-state";
import { useNow } from "@/components/ui/use-now";
import type { ThreadCache } from "@/lib/console/inbox/inbox-cache";
import { waitedFor } from "@/lib/console/inbox/inbox-views";
import { senderKindOf, senderLabel } from "@/lib/console/inbox/message-presentation";
import type { ThreadMessage } from "@/lib/schemas/console/inbox";
import { cn } from "@/lib/utils/cn";
import { formatTimestamp } from "@/lib/utils/format-timestamp";

import { MessageBubble, SystemLine } from "./message-bubble";
import { MessageFeedback } from "./message-feedback";
import { MessageFile } from "./message-file";
import { PendingReply } from "./pending-reply";

type Props = {
  organizationId: string;
  thread: ThreadCache;
  operatorName: string;
  onRetry: (echoId: string, text: string) => void;
  onDiscard: (echoId: string) => void;
  /** The log scrolls on its own: it can take focus, so keyboard users can scroll it too. */
  className?: string;
};

function handOverLine(conversation: ThreadCache["conversation"], now: Date): string {
  const waited = conversation.waitingSince ? waitedFor(conversation.waitingSince, now) : undefined;
  const when = waited === undefined ? "" : waited === "just now" ? " just now" : ` ${waited} ago`;
  const why = conversation.escalationReason ? `: ${conversation.escalationReason}` : ".";
  return `${conversation.agentName} handed this conversation to a person${when}${why}`;
}

type ItemProps = { message: ThreadMessage; userName: string; agentName: string; organizationId: string; conversationId: string };

/** One confirmed turn. A new message renders only its own turn: the ones before it are the same objects and stay as they are. */
const ThreadMessageItem = memo(function ThreadMessageItem({ message, userName, agentName, organizationId, conversationId }: ItemProps) {
  const kind = senderKindOf(message.senderRole);
  return (
    <MessageBubble
      kind={kind}
      sender={senderLabel(message, { user: userName, agent: agentName })}
      at={message.at}
      footer={kind === "ai" ? <MessageFeedback feedback={message.feedback} /> : null}
    >
      {message.text ? <span>{message.text}</span> : null}
      {message.files.map((file) => (
        <MessageFile key={file.id} organizationId={organizationId} conversationId={conversationId} file={file} />
      ))}
    </MessageBubble>
  );
});

/** The whole conversation, oldest first, with what happened to it; new turns are announced and kept in view. */
export function MessageLog({ organizationId, thread, operatorName, onRetry, onDiscard, className }: Props) {
  const { conversation, messages, pending } = thread;
  const now = useNow(30_000);
  const end = useRef<HTMLLIElement>(null);
  const lastKey = `${messages.at(-1)?.id}:${pending.length}`;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: "nearest" });
  }, [lastKey, conversation.id]);

  if (messages.length === 0 && pending.length === 0) {
    return (
      <div className={className}>
        <EmptyState
          icon={MessagesSquare}
          title="No messages yet"
          description={`Nothing has been said in this conversation yet. Write to ${conversation.userName} below.`}
          className="border-0"
        />
      </div>
    );
  }
  return (
    <div
      role="log"
      aria-live="polite"
      aria-relevant="additions"
      aria-label={`Messages with ${conversation.userName}`}
      tabIndex={0}
      className={cn("rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring", className)}
    >
      <ol className="grid gap-4">
        {messages.map((message) => (
          <ThreadMessageItem
            key={message.id}
            message={message}
            userName={conversation.userName}
            agentName={conversation.agentName}
            organizationId={organizationId}
            conversationId={conversation.id}
          />
        ))}
        {pending.map((message) => (
          <PendingReply
            key={message.echoId}
            message={message}
            sender={`${message.authorName ?? operatorName} (operator)`}
            onRetry={() => onRetry(message.echoId, message.text)}
            onDiscard={() => onDiscard(message.echoId)}
          />
        ))}
        {conversation.phase === "waiting" && conversation.mode === "ai" ? <SystemLine>{handOverLine(conversation, now)}</SystemLine> : null}
        {conversation.phase === "closed" ? <SystemLine>Closed {formatTimestamp(conversation.updatedAt)}.</SystemLine> : null}
        <li ref={end} aria-hidden="true" className="h-px" />
      </ol>
    </div>
  );
}
