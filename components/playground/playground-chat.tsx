"use client";

import { RotateCw, SquarePen } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { MessageComposer } from "@/components/ui/message-composer";
import { Skeleton } from "@/components/ui/skeleton";
import type { ReplyMode } from "@/lib/queries/playground/reply-mode";
import { usePlaygroundChat } from "@/lib/queries/playground/use-playground-chat";

import { PlaygroundLog } from "./playground-log";

type Props = { organizationId: string; agentId: string; initialConversationId?: string; answerer: string; mode: ReplyMode };

/** The chat with the agent: the conversation, the composer, and a way to start over. */
export function PlaygroundChat({ organizationId, agentId, initialConversationId, answerer, mode }: Props) {
  const chat = usePlaygroundChat({ organizationId, agentId, initialConversationId });
  const { messages } = chat;
  const isLoading = Boolean(chat.conversationId) && messages.isPending;

  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle asChild>
          <h3>Conversation</h3>
        </CardTitle>
        <CardDescription>
          {chat.conversationId ? "Each message continues this conversation." : "A new conversation opens with your first message."}
        </CardDescription>
        <CardAction>
          <Button type="button" variant="outline" size="sm" onClick={chat.startOver} disabled={!chat.conversationId && chat.timeline.length === 0}>
            <SquarePen aria-hidden="true" />
            New conversation
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent className="max-h-[28rem] min-h-48 overflow-y-auto" role="region" tabIndex={0} aria-label="Messages">
        {isLoading ? (
          <div className="grid gap-3" aria-busy="true">
            <span className="sr-only" role="status">
              Loading the conversation…
            </span>
            <Skeleton className="ml-auto h-10 w-2/3" />
            <Skeleton className="h-16 w-3/4" />
          </div>
        ) : messages.isError ? (
          <EmptyState
            title="This conversation could not be loaded"
            description={messages.error.message}
            role="alert"
            className="border-0"
            action={
              <>
                <Button type="button" variant="outline" onClick={() => messages.refetch()}>
                  <RotateCw aria-hidden="true" />
                  Try again
                </Button>
                <Button type="button" onClick={chat.startOver}>
                  Start a new conversation
                </Button>
              </>
            }
          />
        ) : (
          <PlaygroundLog timeline={chat.timeline} answerer={answerer} onRetry={(turn) => chat.retry(turn, mode)} onDismiss={chat.dismiss} />
        )}
      </CardContent>
      <CardFooter className="block border-t pt-4">
        <MessageComposer
          label={`Message to ${answerer}`}
          isLabelVisible
          placeholder="Ask something a customer would ask…"
          isBlocked={chat.isAnswering || isLoading}
          onSend={(text) => chat.send(text, mode)}
          className="grid gap-2"
        />
      </CardFooter>
    </Card>
  );
}
