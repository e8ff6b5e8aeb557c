"use client";

import { RotateCw, X } from "lucide-react";

import { Button } from "@/components/ui/button";
import type { PendingMessage } from "@/lib/console/inbox/thread-messages";

import { MessageBubble } from "./message-bubble";

type Props = { message: PendingMessage; sender: string; onRetry: () => void; onDiscard: () => void };

/** A reply on its way, or one that was not sent: its text stays, with a way to send it again (never twice). */
export function PendingReply({ message, sender, onRetry, onDiscard }: Props) {
  const isFailed = message.delivery === "failed";
  return (
    <MessageBubble
      kind="operator"
      sender={sender}
      at={message.at}
      isMuted
      footer={
        isFailed ? (
          <span role="alert" className="inline-flex items-center gap-1 text-xs font-medium text-destructive">
            Not sent —
            <Button type="button" variant="link" size="sm" className="h-auto p-0 text-destructive" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              Retry
            </Button>
            <Button type="button" variant="link" size="sm" className="h-auto p-0 text-muted-foreground" onClick={onDiscard} aria-label="Discard this reply">
              <X aria-hidden="true" />
              Discard
            </Button>
          </span>
        ) : (
          <span className="text-xs text-muted-foreground">Sending…</span>
        )
      }
    >
      {message.text}
    </MessageBubble>
  );
}
