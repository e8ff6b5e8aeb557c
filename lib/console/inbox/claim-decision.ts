import type { ConsoleRole } from "@/lib/console/users/roles";

/**
 * What a person can do to a conversation in the inbox. `claim`, `takeOver` (mode manual), `reply`, `handBack`
 * (mode ai) and `close` act on the conversation and need its claim; `take` is an admin's explicit taking of a
 * conversation from the one who holds it; `note` is an internal note, which colleagues may leave on any
 * conversation they can open, held or not.
 */
export const claimActions = ["claim", "takeOver", "reply", "handBack", "close", "take", "note"] as const;
export type ClaimAction = (typeof claimActions)[number];

/** The person who holds a conversation's claim. */
export type ClaimHolder = { id: string; name: string };

export type ClaimDecision =
  { isAllowed: true } | { isAllowed: false; status: 403 | 409; code: "CLAIMED" | "TAKE_NOT_ALLOWED"; message: string; holder: ClaimHolder | null };

/** Admins may take a conversation from the person who holds it; operators may not. */
export function mayTakeFromOthers(role: ConsoleRole): boolean {
  return role === "superadmin" || role === "org_admin";
}

const refusalOf: Record<Exclude<ClaimAction, "take" | "note">, (holder: string) => string> = {
  claim: (holder) => `${holder} is already handling this conversation.`,
  takeOver: (holder) => `${holder} is already handling this conversation.`,
  reply: (holder) => `${holder} is handling this conversation: only they can reply.`,
  handBack: (holder) => `${holder} is handling this conversation: only they can hand it back to the AI.`,
  close: (holder) => `${holder} is handling this conversation: only they can close it.`,
};

/**
 * Whether `actor` may do `action` on a conversation whose claim `holder` has (null: nobody). Nobody's
 * conversation is anyone's to act on; a held one is its holder's, and anyone else is refused with 409 naming
 * the holder. An admin takes it first, explicitly (`take`); an operator cannot take it at all.
 */
export function decideClaimAction(actor: { id: string; role: ConsoleRole }, holder: ClaimHolder | null, action: ClaimAction): ClaimDecision {
  if (action === "take") {
    if (mayTakeFromOthers(actor.role)) return { isAllowed: true };
    return { isAllowed: false, status: 403, code: "TAKE_NOT_ALLOWED", message: "Only an admin can take a conversation from the person handling it.", holder };
  }
  if (action === "note" || !holder || holder.id === actor.id) return { isAllowed: true };
  return { isAllowed: false, status: 409, code: "CLAIMED", message: refusalOf[action](holder.name), holder };
}

/**
 * Who took the conversation from the user, when its new summary says someone else now holds what the user
 * held: the moment the user should be told it is no longer theirs. A late, older summary never counts.
 */
export function claimTakenBy<T extends { operator: ClaimHolder | null; updatedAt: string }>(
  held: T | undefined,
  incoming: T,
  userId: string,
): ClaimHolder | null {
  if (!held || held.operator?.id !== userId || !incoming.operator || incoming.operator.id === userId) return null;
  return Date.parse(held.updatedAt) > Date.parse(incoming.updatedAt) ? null : incoming.operator;
}
