import type { ReactNode } from "react";

import type { PlaygroundMessage } from "@/lib/schemas/console/playground";
import { cn } from "@/lib/utils/cn";

import { MessageCitations } from "./message-citations";

type BubbleProps = { sender: string; isUser: boolean; isMuted?: boolean; children: ReactNode; footer?: ReactNode };

/** One line of the chat: who says it, and what, on the tester's side or the agent's. */
export function ChatBubble({ sender, isUser, isMuted = false, children, footer }: BubbleProps) {
  return (
    <div className={cn("flex flex-col gap-1", isUser ? "items-end" : "items-start")}>
      <span className="text-xs font-medium text-muted-foreground">{sender}</span>
      <div
        className={cn(
          "max-w-[85%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap",
          isUser ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
          isMuted && "opacity-70",
        )}
      >
        {children}
      </div>
      {footer}
    </div>
  );
}

/** A stored message, with the knowledge an answer used under it. */
export function ChatMessage({ message, sender }: { message: PlaygroundMessage; sender: string }) {
  return (
    <ChatBubble sender={sender} isUser={message.role === "conversation_user"} footer={<MessageCitations citations={message.citations} />}>
      {message.text}
    </ChatBubble>
  );
}
