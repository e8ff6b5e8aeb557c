"use client";

import { AlertTriangle, MessageCircleOff, RotateCw } from "lucide-react";
import { useCallback } from "react";

import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { MessageComposer } from "@/components/ui/message-composer";
import { Skeleton } from "@/components/ui/skeleton";
import { chatTimeline } from "@/lib/queries/chat/chat-timeline";
import { useChatThreadQuery } from "@/lib/queries/chat/use-chat-thread-query";
import { useSendChatMessageMutation } from "@/lib/queries/chat/use-send-chat-message-mutation";
import type { ChatWidget } from "@/lib/schemas/console/chat";

import { ChatLog } from "./chat-log";
import { widgetColors } from "./chat-widget-frame";

type Props = { organizationId: string; agentId: string; conversationId: string; widget: ChatWidget; onNewChat: () => void };

function ChatLoading() {
  return (
    <div className="flex flex-1 flex-col gap-3 px-4 py-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading the conversation
      </span>
      <Skeleton className="h-10 w-3/4" />
      <Skeleton className="h-10 w-2/3 self-end" />
      <Skeleton className="h-16 w-3/4" />
    </div>
  );
}

/** An open chat: the conversation, kept up to date with the team's replies, and the box to write in. */
export function ChatConversation({ organizationId, agentId, conversationId, widget, onNewChat }: Props) {
  const send = useSendChatMessageMutation(organizationId, agentId, conversationId);
  const thread = useChatThreadQuery({ organizationId, agentId, conversationId, isPaused: send.isPending });
  const { color, textColor } = widgetColors(widget);

  const onSend = useCallback(
    (text: string) =>
      send.mutateAsync(text).then(
        () => true,
        () => false,
      ),
    [send],
  );

  if (thread.isPending) return <ChatLoading />;
  if (!thread.data) {
    return (
      <div className="flex flex-1 items-center px-4">
        <EmptyState
          icon={MessageCircleOff}
          title="This chat could not be opened"
          description={thread.error?.message ?? "Try again, or start a new chat."}
          className="w-full border-0"
          action={
            <>
              <Button variant="outline" onClick={() => thread.refetch()}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
              <Button onClick={onNewChat}>Start a new chat</Button>
            </>
          }
        />
      </div>
    );
  }

  const { conversation, messages } = thread.data;
  const items = chatTimeline(messages, {
    agentName: widget.agentName,
    greeting: widget.greeting,
    handOffMessage: widget.handOffMessage,
    mode: conversation.mode,
  });
  const isWaitingForAgent = send.isPending && conversation.mode === "ai";

  return (
    <>
      <ChatLog
        items={items}
        pendingText={send.isPending ? send.variables : undefined}
        typingName={isWaitingForAgent ? widget.agentName : undefined}
        customerStyle={{ backgroundColor: color, color: textColor }}
      />
      <div className="grid gap-2 px-3 empty:hidden">
        {thread.isError ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>New messages could not be loaded</AlertTitle>
            <AlertDescription>
              <p>{thread.error.message}</p>
              <Button type="button" size="sm" variant="outline" className="mt-2" onClick={() => thread.refetch()}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            </AlertDescription>
          </Alert>
        ) : null}
        {send.isError ? (
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>Your message was not sent</AlertTitle>
            <AlertDescription>{send.error.message} Your text is still in the box below.</AlertDescription>
          </Alert>
        ) : null}
      </div>
      {conversation.isEnded ? (
        <div className="grid gap-2 border-t px-4 py-3 text-sm">
          <p>This chat has ended.</p>
          <Button onClick={onNewChat}>Start a new chat</Button>
        </div>
      ) : (
        <MessageComposer label="Message" placeholder="Type a message…" isBlocked={send.isPending} onSend={onSend} className="border-t px-3 py-3" />
      )}
    </>
  );
}
