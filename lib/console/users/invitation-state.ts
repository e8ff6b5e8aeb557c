/** Where an invitation link stands when someone opens it. */
export type InvitationState = "open" | "used" | "withdrawn" | "expired" | "unknown";

type StoredInvitation = { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date };

/** An invitation is open until it is used, withdrawn or past its expiry; a token matching none is unknown. */
export function invitationState(invitation: StoredInvitation | undefined, now: Date): InvitationState {
  if (!invitation) return "unknown";
  if (invitation.acceptedAt) return "used";
  if (invitation.revokedAt) return "withdrawn";
  if (invitation.expiresAt.getTime() <= now.getTime()) return "expired";
  return "open";
}

/** What a link that can no longer be used says, on its page and when accepting it is refused. */
export const closedInvitationCopy: Record<Exclude<InvitationState, "open">, { title: string; description: string }> = {
  used: {
    title: "This invitation has already been used",
    description: "Its account exists: sign in with the email and password chosen when it was accepted.",
  },
  withdrawn: {
    title: "This invitation was withdrawn",
    description: "Ask the person who invited you for a new invitation, or sign in if you already have an account.",
  },
  expired: {
    title: "This invitation has expired",
    description: "Invitations last 7 days. Ask the person who invited you for a new one, or sign in if you already have an account.",
  },
  unknown: {
    title: "This invitation link is not valid",
    description: "Check that the whole link was copied, or ask the person who invited you for a new one.",
  },
};
