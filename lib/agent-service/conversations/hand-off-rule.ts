import type { LiveChatAvailability } from "@/lib/live-chat/availability";

import type { HandOffOutcome } from "./summary";

/**
 * What becomes of a hand-off, by the agent's live-chat configuration at that instant: while people
 * answer (inside business hours and not on an unavailable date, or always when no hours are set) the
 * conversation is handed to them; while they are away it is not put in a queue nobody watches. The
 * user is told nobody is available, with the configured away message, after what the agent did answer
 * of a message answered in part, and the agent keeps answering.
 */
export function handOffOutcome(
  escalation: { reason: string; answered?: string },
  availability: LiveChatAvailability,
  question: { asksForPerson: boolean },
): HandOffOutcome {
  if (availability.state === "open") return { isHandedOver: true, reason: escalation.reason };
  const toldUser = unavailableReply(availability.message, question, escalation.answered);
  return { isHandedOver: false, reason: escalation.reason, availability, toldUser };
}

/**
 * The reply when nobody can take the conversation: no promise that a person will answer, and the away
 * message; after `answered`, the agent's answer to the parts of the message it knows, when there is one.
 */
export function unavailableReply(awayMessage: string, question: { asksForPerson: boolean }, answered?: string): string {
  const unknown = answered?.trim() ? "the rest" : "that";
  const lead = question.asksForPerson
    ? "Nobody from the team is available to take over right now."
    : `I'm sorry, I don't know the answer to ${unknown}, and nobody from the team is available right now.`;
  const told = [lead, awayMessage.trim()].filter(Boolean).join(" ");
  return answered?.trim() ? `${answered.trim()}\n\n${told}` : told;
}
