"use client";

import { AlertTriangle, LoaderCircle, RotateCw, X } from "lucide-react";

import { LimitReachedLink } from "@/components/limits/limit-reached-link";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import type { PlaygroundTurn } from "@/lib/queries/playground/playground-turns";

import { ChatBubble } from "./chat-message";

type Props = {
  turn: PlaygroundTurn;
  /** False once the stored message is in the list above. */
  showsText: boolean;
  answerer: string;
  onRetry: () => void;
  onDismiss: () => void;
};

/** A message sent and not answered yet: the text, then the answer pending, or why it failed with a way to send it again. */
export function PendingTurn({ turn, showsText, answerer, onRetry, onDismiss }: Props) {
  return (
    <div className="flex flex-col gap-2">
      {showsText ? (
        <ChatBubble sender="You (test user)" isUser isMuted={turn.stage !== "failed"}>
          {turn.text}
        </ChatBubble>
      ) : null}
      {turn.stage === "failed" ? (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>{turn.limit ? "Not answered: limit reached" : "Not answered"}</AlertTitle>
          <AlertDescription>
            <p>{turn.error}</p>
            <LimitReachedLink limit={turn.limit} />
            <div className="mt-2 flex flex-wrap gap-2">
              <Button type="button" size="sm" variant="outline" onClick={onRetry}>
                <RotateCw aria-hidden="true" />
                Send again
              </Button>
              <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
                <X aria-hidden="true" />
                Dismiss
              </Button>
            </div>
          </AlertDescription>
        </Alert>
      ) : (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          {turn.stage === "sending" ? `${answerer} is answering…` : `Waiting for ${answerer}'s answer…`}
        </p>
      )}
    </div>
  );
}
