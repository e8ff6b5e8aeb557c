import type { LimitReached } from "@/lib/console/limits/limit-reached";
import type { PlaygroundMessage } from "@/lib/schemas/console/playground";

/**
 * A message the tester sent that has no settled answer yet: being sent, stored and waiting for the
 * answer, or failed (with the text kept, to send again).
 */
export type PlaygroundTurn = {
  id: string;
  text: string;
  stage: "sending" | "waiting" | "failed";
  /** The stored message's id, once the API has it. */
  questionId?: string;
  error?: string;
  /** When the message was refused because a limit is used up: which, and where it is changed. */
  limit?: LimitReached;
};

export type PlaygroundTurnEvent =
  | { type: "started"; id: string; text: string }
  | { type: "stored"; id: string; questionId: string }
  | { type: "failed"; id: string; error: string; limit?: LimitReached }
  | { type: "retried"; id: string }
  | { type: "settled"; id: string }
  | { type: "dismissed"; id: string }
  | { type: "reset" };

const change = (turns: PlaygroundTurn[], id: string, update: (turn: PlaygroundTurn) => PlaygroundTurn) =>
  turns.map((turn) => (turn.id === id ? update(turn) : turn));

/** The unsettled turns after one event of one of them. */
export function playgroundTurnsReducer(turns: PlaygroundTurn[], event: PlaygroundTurnEvent): PlaygroundTurn[] {
  switch (event.type) {
    case "started":
      return [...turns, { id: event.id, text: event.text, stage: "sending" }];
    case "stored":
      return change(turns, event.id, (turn) => ({ ...turn, stage: "waiting", questionId: event.questionId }));
    case "failed":
      return change(turns, event.id, (turn) => ({ ...turn, stage: "failed", error: event.error, ...(event.limit ? { limit: event.limit } : {}) }));
    case "retried":
      return change(turns, event.id, (turn) => ({ id: turn.id, text: turn.text, stage: "sending" }));
    case "settled":
    case "dismissed":
      return turns.filter((turn) => turn.id !== event.id);
    case "reset":
      return [];
  }
}

export type PlaygroundTimelineItem =
  | { kind: "message"; message: PlaygroundMessage }
  /** `showsText`: false once the stored message is in the list (it is shown there instead). */
  | { kind: "turn"; turn: PlaygroundTurn; showsText: boolean };

/** What the chat shows, in order: the conversation's stored messages, then the turns not settled yet. */
export function playgroundTimeline(messages: readonly PlaygroundMessage[], turns: readonly PlaygroundTurn[]): PlaygroundTimelineItem[] {
  const stored = new Set(messages.map((message) => message.id));
  return [
    ...messages.map((message) => ({ kind: "message" as const, message })),
    ...turns.map((turn) => ({ kind: "turn" as const, turn, showsText: !(turn.questionId && stored.has(turn.questionId)) })),
  ];
}

/** Whether a turn is still on its way (the composer stays usable; the indicator shows). */
export const isTurnActive = (turn: PlaygroundTurn) => turn.stage === "sending" || turn.stage === "waiting";
