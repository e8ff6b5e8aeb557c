import type { CSSProperties, ReactNode } from "react";

import { cn } from "@/lib/utils/cn";

type Props = {
  sender: string;
  isCustomer: boolean;
  /** The customer's bubbles take the widget's colours. */
  customerStyle?: CSSProperties;
  children: ReactNode;
};

/** One message of the chat: the customer's on the right, the agent's and the team's on the left, each named. */
export function ChatBubble({ sender, isCustomer, customerStyle, children }: Props) {
  return (
    <div className={cn("flex flex-col gap-1", isCustomer ? "items-end" : "items-start")}>
      <span className="text-xs font-medium text-muted-foreground">{sender}</span>
      <p
        className={cn(
          "max-w-[85%] rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap",
          isCustomer ? "rounded-br-sm" : "rounded-bl-sm bg-muted text-foreground",
        )}
        style={isCustomer ? customerStyle : undefined}
      >
        {children}
      </p>
    </div>
  );
}
