import { randomUUID } from "node:crypto";

/** One thing an operator does in the console. */
export type OperatorAction =
  | { kind: "takeOver"; conversationId: string }
  | { kind: "handBack"; conversationId: string }
  | { kind: "reply"; conversationId: string; echoId: string; message: string }
  | { kind: "rotate" };

/**
 * An operator's working session over one agent's conversations, `count` actions in rounds of ten: take a
 * conversation over, answer it three times, hand it back; take the next one over, answer it twice, hand it
 * back; rotate the agent's key. Every reply carries its own echo id (as the composer makes one) and a text
 * no other has. A count that ends a round early ends it after a hand-back.
 */
export function operatorScript(operator: string, conversationIds: readonly string[], count: number): OperatorAction[] {
  const actions: OperatorAction[] = [];
  let replies = 0;
  const reply = (conversationId: string): OperatorAction => {
    replies += 1;
    const echoId = randomUUID();
    return { kind: "reply", conversationId, echoId, message: `${operator}, reply ${replies} (${echoId})` };
  };
  for (let round = 0; actions.length < count; round += 1) {
    const first = conversationIds[(2 * round) % conversationIds.length]!;
    const second = conversationIds[(2 * round + 1) % conversationIds.length]!;
    actions.push(
      { kind: "takeOver", conversationId: first },
      reply(first),
      reply(first),
      reply(first),
      { kind: "handBack", conversationId: first },
      { kind: "takeOver", conversationId: second },
      reply(second),
      reply(second),
      { kind: "handBack", conversationId: second },
      { kind: "rotate" },
    );
  }
  return actions.slice(0, count);
}
