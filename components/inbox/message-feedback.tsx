import { ThumbsDown, ThumbsUp } from "lucide-react";

import type { ThreadMessage } from "@/lib/schemas/console/inbox";

/** The user's votes on an answer of the AI, with their comments. */
export function MessageFeedback({ feedback }: { feedback: ThreadMessage["feedback"] }) {
  if (feedback.length === 0) return null;
  return (
    <ul aria-label="The user's feedback" className="grid gap-1">
      {feedback.map((vote, index) => {
        const Icon = vote.voteType === "up" ? ThumbsUp : ThumbsDown;
        return (
          <li key={index} className="inline-flex items-start gap-1.5 text-xs text-muted-foreground">
            <Icon aria-hidden="true" className={vote.voteType === "up" ? "size-3.5 text-success" : "size-3.5 text-destructive"} />
            <span>
              {vote.voteType === "up" ? "Rated helpful" : "Rated not helpful"}
              {vote.comment ? `: “${vote.comment}”` : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
