"use client";

import type { SavedReply } from "@/lib/schemas/console/inbox";
import { cn } from "@/lib/utils/cn";

type Props = {
  id: string;
  replies: readonly SavedReply[];
  activeIndex: number;
  query: string;
  onPick: (reply: SavedReply) => void;
};

export const savedReplyOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** The saved replies matching the `/shortcut` being typed; arrows move, Enter inserts, Escape closes. */
export function SavedReplyPicker({ id, replies, activeIndex, query, onPick }: Props) {
  return (
    <div className="absolute inset-x-0 bottom-full z-20 mb-1 max-h-60 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
      {replies.length === 0 ? (
        <p className="px-2 py-1.5 text-sm text-muted-foreground">No saved reply starts with /{query}. Add one under Saved replies.</p>
      ) : (
        <ul id={id} role="listbox" aria-label="Saved replies">
          {replies.map((reply, index) => (
            <li
              key={reply.id}
              id={savedReplyOptionId(id, index)}
              role="option"
              aria-selected={index === activeIndex}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(reply)}
              className={cn("grid cursor-pointer gap-0.5 rounded-sm px-2 py-1.5 text-sm", index === activeIndex && "bg-accent text-accent-foreground")}
            >
              <span className="font-mono text-xs font-semibold">/{reply.shortcut}</span>
              <span className="line-clamp-1 text-muted-foreground">{reply.body}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
