import { Bot, Headset, User } from "lucide-react";
import type { ReactNode } from "react";

import type { SenderKind } from "@/lib/console/inbox/message-presentation";
import { cn } from "@/lib/utils/cn";
import { formatTimestamp } from "@/lib/utils/format-timestamp";

const looks: Record<SenderKind, { icon: typeof User; row: string; bubble: string }> = {
  user: { icon: User, row: "items-start", bubble: "bg-muted text-foreground" },
  ai: { icon: Bot, row: "items-end", bubble: "border border-dashed bg-card text-card-foreground" },
  operator: { icon: Headset, row: "items-end", bubble: "bg-primary text-primary-foreground" },
};

type Props = { kind: SenderKind; sender: string; at: string; isMuted?: boolean; children: ReactNode; footer?: ReactNode };

/** One turn of the conversation, styled by who said it: the user on the left, the AI and operators on the right. */
export function MessageBubble({ kind, sender, at, isMuted = false, children, footer }: Props) {
  const { icon: Icon, row, bubble } = looks[kind];
  return (
    <li className={cn("flex flex-col gap-1", row)}>
      <span className="inline-flex items-center gap-1.5 text-xs text-muted-foreground">
        <Icon aria-hidden="true" className="size-3.5" />
        <span className="font-medium text-foreground">{sender}</span>
        <time dateTime={at}>{formatTimestamp(at)}</time>
      </span>
      <div className={cn("grid max-w-[85%] gap-2 rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap", bubble, isMuted && "opacity-80")}>
        {children}
      </div>
      {footer}
    </li>
  );
}

/** A line about the conversation itself (handed over, closed), between the turns. */
export function SystemLine({ children }: { children: ReactNode }) {
  return (
    <li className="flex justify-center">
      <span className="rounded-full bg-muted px-3 py-1 text-center text-xs text-muted-foreground">{children}</span>
    </li>
  );
}
