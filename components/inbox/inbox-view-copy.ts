import type { InboxViewId } from "@/lib/console/inbox/inbox-views";

/** What an empty view says, and what happens next. */
export const emptyViewCopy: Record<InboxViewId, { title: string; description: string }> = {
  waiting: {
    title: "No one is waiting for a person.",
    description: "When an agent hands a conversation over, it shows up here at once, with a sound and a count in the tab's title.",
  },
  mine: {
    title: "You are not handling any conversation.",
    description: "Claim or take over one from Waiting for a human, and it stays here until you hand it back or close it.",
  },
  unassigned: {
    title: "Every conversation that needs a person has someone.",
    description: "Hand-offs nobody has claimed yet appear here, longest wait first. Claim one and it moves to your Mine.",
  },
  human: {
    title: "No conversation is with a person right now.",
    description: "Conversations someone took over from the AI appear here until they are handed back or closed.",
  },
  ai: {
    title: "The AI is not in any open conversation.",
    description: "Open conversations the agents answer on their own appear here; take one over if it needs a person.",
  },
  closed: {
    title: "No closed conversations yet.",
    description: "Conversations you or your agents close appear here.",
  },
};
