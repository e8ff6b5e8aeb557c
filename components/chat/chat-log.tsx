"use client";

import { Headset } from "lucide-react";
import type { CSSProperties } from "react";

import { MessageLog } from "@/components/ui/message-log";
import type { ChatTimelineItem } from "@/lib/queries/chat/chat-timeline";

import { ChatBubble } from "./chat-bubble";

type Props = {
  items: ChatTimelineItem[];
  /** The customer's message on its way, shown until the conversation has it. */
  pendingText: string | undefined;
  /** Who is typing an answer, while one is awaited. */
  typingName: string | undefined;
  customerStyle: CSSProperties;
};

/** The conversation: new messages are announced as they arrive, and the newest is kept in view. */
export function ChatLog({ items, pendingText, typingName, customerStyle }: Props) {
  const typing = typingName ? (
    <p role="status" className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
      <span className="flex gap-1" aria-hidden="true">
        <span className="size-1.5 animate-bounce rounded-full bg-current motion-reduce:animate-none" />
        <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:150ms] motion-reduce:animate-none" />
        <span className="size-1.5 animate-bounce rounded-full bg-current [animation-delay:300ms] motion-reduce:animate-none" />
      </span>
      {typingName} is typing…
    </p>
  ) : null;

  return (
    <div className="flex-1 overflow-y-auto px-4 py-4">
      <MessageLog
        label="Conversation"
        newest={`${items.length}:${items.at(-1)?.key ?? ""}:${pendingText ?? ""}:${typingName ?? ""}`}
        className="flex flex-col gap-3"
        after={typing}
      >
        {items.map((item) => {
          if (item.kind === "hand-off") {
            return (
              <p key={item.key} className="flex items-center justify-center gap-2 py-1 text-center text-xs text-muted-foreground">
                <Headset className="size-3.5 shrink-0" aria-hidden="true" />
                {item.text}
              </p>
            );
          }
          if (item.kind === "greeting") {
            return (
              <ChatBubble key={item.key} sender={item.sender} isCustomer={false}>
                {item.text}
              </ChatBubble>
            );
          }
          return (
            <ChatBubble key={item.key} sender={item.sender} isCustomer={item.side === "customer"} customerStyle={customerStyle}>
              {item.message.text}
            </ChatBubble>
          );
        })}
        {pendingText !== undefined ? (
          <ChatBubble sender="You" isCustomer customerStyle={customerStyle}>
            {pendingText}
          </ChatBubble>
        ) : null}
      </MessageLog>
    </div>
  );
}
