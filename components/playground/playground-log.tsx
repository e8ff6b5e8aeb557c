"use client";

import { MessagesSquare } from "lucide-react";

import { EmptyState } from "@/components/ui/empty-state";
import { MessageLog } from "@/components/ui/message-log";
import type { PlaygroundTimelineItem, PlaygroundTurn } from "@/lib/queries/playground/playground-turns";

import { ChatMessage } from "./chat-message";
import { PendingTurn } from "./pending-turn";
import { senderLabel } from "./playground-labels";

type Props = {
  timeline: PlaygroundTimelineItem[];
  answerer: string;
  onRetry: (turn: PlaygroundTurn) => void;
  onDismiss: (turn: PlaygroundTurn) => void;
};

/** The conversation so far; new answers are announced as they arrive, and the newest line is kept in view. */
export function PlaygroundLog({ timeline, answerer, onRetry, onDismiss }: Props) {
  if (timeline.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title={`Ask ${answerer} something`}
        description="You write as a test user. Try a question the agent's knowledge answers: each answer lists the files it used."
        className="border-0"
      />
    );
  }
  return (
    <MessageLog label={`Conversation with ${answerer}`} newest={`${timeline.length}:${itemKey(timeline.at(-1)!)}`} className="grid gap-4">
      {timeline.map((item) =>
        item.kind === "message" ? (
          <ChatMessage key={itemKey(item)} message={item.message} sender={senderLabel(item.message.role, answerer)} />
        ) : (
          <PendingTurn
            key={itemKey(item)}
            turn={item.turn}
            showsText={item.showsText}
            answerer={answerer}
            onRetry={() => onRetry(item.turn)}
            onDismiss={() => onDismiss(item.turn)}
          />
        ),
      )}
    </MessageLog>
  );
}

function itemKey(item: PlaygroundTimelineItem) {
  return item.kind === "message" ? `message:${item.message.id}` : `turn:${item.turn.id}:${item.turn.stage}`;
}
