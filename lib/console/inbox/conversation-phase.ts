import type { ConversationPhase } from "@/lib/schemas/console/inbox";

const waitingWords = /\b(waiting|wait|human|person|operator|escalat\w*|hand-?off)\b/i;
const closedWords = /\b(closed?|resolved|done|ended|archived?|finished)\b/i;

/**
 * The phase a conversation state stands for, read from its name: agents name their states freely, and a
 * deployment's states carry no kind. "Waiting for a human" waits; "Closed" or "Resolved" is over; the rest is open.
 */
export function phaseOfState(stateName: string | null | undefined): ConversationPhase {
  if (!stateName) return "open";
  if (closedWords.test(stateName)) return "closed";
  if (waitingWords.test(stateName) && !/\bwith\b/i.test(stateName)) return "waiting";
  return "open";
}

const preferredName: Record<ConversationPhase, RegExp> = { open: /^open$/i, waiting: /waiting/i, closed: /\bclosed?\b/i };

/**
 * The state to move a conversation to for a phase: one named as the phase plainly is ("Closed" over "Resolved"),
 * else the first state of that phase; undefined when the agent has none.
 */
export function stateFor<T extends { id: string; name: string }>(states: readonly T[], phase: ConversationPhase): T | undefined {
  const ofPhase = states.filter((state) => phaseOfState(state.name) === phase);
  return ofPhase.find((state) => preferredName[phase].test(state.name)) ?? ofPhase[0];
}
