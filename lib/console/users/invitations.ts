import "server-only";
import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull } from "drizzle-orm";

import type { Database, DatabaseExecutor } from "@/lib/db";
import { consoleInvitations, consoleUsers, organizationMembers } from "@/lib/db/schema";

import { closedInvitationCopy, invitationState, type InvitationState } from "./invitation-state";
import type { ConsoleRole } from "./roles";
import { normalizeEmail } from "./users";
import { hashPassword } from "../auth/password";
import { ConsoleRouteError } from "../route/route-error";

const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a one-time invitation; the token is returned once, for the link, and only its hash is stored. */
export async function createInvitation(db: Database, input: { email: string; name: string; role: ConsoleRole; organizationId?: string; createdBy: string }) {
  const email = normalizeEmail(input.email);
  const [existing] = await db.select({ id: consoleUsers.id }).from(consoleUsers).where(eq(consoleUsers.email, email));
  if (existing) throw new ConsoleRouteError(400, "ALREADY_A_USER", "Someone with this email already uses the console.", { email: "Already a console user." });
  const token = randomBytes(32).toString("base64url");
  const [invitation] = await db
    .insert(consoleInvitations)
    .values({
      email,
      name: input.name,
      role: input.role,
      organizationId: input.organizationId ?? null,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + invitationLifetimeMs),
      createdBy: input.createdBy,
    })
    .returning();
  return { invitation: invitation!, token };
}

/** Where the invitation of a link stands, and the email it was sent to while it can still be accepted. */
export async function readInvitation(db: DatabaseExecutor, token: string): Promise<{ state: InvitationState; email: string | null }> {
  const [invitation] = await db
    .select({
      email: consoleInvitations.email,
      acceptedAt: consoleInvitations.acceptedAt,
      revokedAt: consoleInvitations.revokedAt,
      expiresAt: consoleInvitations.expiresAt,
    })
    .from(consoleInvitations)
    .where(eq(consoleInvitations.tokenHash, hashToken(token)));
  const state = invitationState(invitation, new Date());
  return { state, email: state === "open" ? invitation!.email : null };
}

/** Accepts an invitation once: creates the user with the invited role and membership. */
export async function acceptInvitation(db: Database, input: { token: string; name: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(consoleInvitations)
      .set({ acceptedAt: new Date() })
      .where(
        and(
          eq(consoleInvitations.tokenHash, hashToken(input.token)),
          isNull(consoleInvitations.acceptedAt),
          isNull(consoleInvitations.revokedAt),
          gt(consoleInvitations.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!invitation) {
      const { state } = await readInvitation(tx, input.token);
      const copy = closedInvitationCopy[state === "open" ? "unknown" : state];
      throw new ConsoleRouteError(400, "INVITATION_INVALID", `${copy.title}. ${copy.description}`);
    }
    const [user] = await tx
      .insert(consoleUsers)
      .values({ email: invitation.email, name: input.name, role: invitation.role, passwordHash })
      .onConflictDoNothing({ target: consoleUsers.email })
      .returning();
    if (!user) throw new ConsoleRouteError(400, "ALREADY_A_USER", "Someone with this email already uses the console. Sign in instead.");
    if (invitation.organizationId) await tx.insert(organizationMembers).values({ userId: user.id, organizationId: invitation.organizationId });
    return { user, invitation };
  });
}
