import "server-only";
import { eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { consoleUsers, organizationMembers } from "@/lib/db/schema";
import type { InvitedUser, OnboardedOrganization } from "@/lib/schemas/console/admin";

import { createInvitation } from "../users/invitations";
import { consoleRoleForPlatformRole } from "../users/platform-roles";
import { normalizeEmail } from "../users/users";

type Outcome = Pick<OnboardedOrganization, "invitations" | "members" | "problems">;

/**
 * Gives each user invited into a new organization their way into the console: a one-time invitation
 * with the console role matching their API role, or, for someone who already uses the console, a
 * membership of the organization (their console role stays as it is). One user's failure does not
 * stop the others; it is reported with their email.
 */
export async function inviteOnboardedUsers(
  db: Database,
  input: { users: InvitedUser[]; organizationId: string; createdBy: string; origin: string },
): Promise<Outcome> {
  const outcome: Outcome = { invitations: [], members: [], problems: [] };
  for (const invited of input.users) {
    const email = normalizeEmail(invited.email);
    try {
      const [existing] = await db.select({ id: consoleUsers.id, role: consoleUsers.role }).from(consoleUsers).where(eq(consoleUsers.email, email));
      if (existing) {
        if (existing.role !== "superadmin") {
          await db.insert(organizationMembers).values({ userId: existing.id, organizationId: input.organizationId }).onConflictDoNothing();
        }
        outcome.members.push({ email, role: existing.role });
        continue;
      }
      const role = consoleRoleForPlatformRole(invited.role);
      const { invitation, token } = await createInvitation(db, { email, name: "", role, organizationId: input.organizationId, createdBy: input.createdBy });
      outcome.invitations.push({ email, platformRole: invited.role, role, inviteUrl: `${input.origin}/invite/${token}`, expiresAt: invitation.expiresAt });
    } catch (error) {
      console.error("onboarding: could not invite", email, error);
      outcome.problems.push({ email, message: "The console invitation could not be created. Invite them under Settings → Users." });
    }
  }
  return outcome;
}
