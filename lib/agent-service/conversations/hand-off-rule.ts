import type { LiveChatAvailability } from "@/lib/live-chat/availability";

import type { HandOffOutcome } from "./summary";

/**
 * What becomes of a hand-off, by the agent's live-chat configuration at that instant: while people
 * answer (inside business hours and not on an unavailable date, or always when no hours are set) the
 * conversation is handed to them; while they are away it is not put in a queue nobody watches. The
 * user is told nobody is available, with the configured away message, and the agent keeps answering.
 */
export function handOffOutcome(
  escalation: { reason: string },
  availability: LiveChatAvailability,
  question: { asksForPerson: boolean },
): HandOffOutcome {
  if (availability.state === "open") return { isHandedOver: true, reason: escalation.reason };
  return { isHandedOver: false, reason: escalation.reason, availability, toldUser: unavailableReply(availability.message, question) };
}

/** The reply when nobody can take the conversation: no promise that a person will answer, and the away message. */
export function unavailableReply(awayMessage: string, question: { asksForPerson: boolean }): string {
  const lead = question.asksForPerson
    ? "Nobody from the team is available to take over right now."
    : "I'm sorry, I don't know the answer to that, and nobody from the team is available right now.";
  return [lead, awayMessage.trim()].filter(Boolean).join(" ");
}
