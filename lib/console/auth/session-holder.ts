import "server-only";
import { and, eq, exists, gt, or, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleEndedSessions, consoleOrganizations, consoleUsers, organizationMembers } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import type { ConsoleOrganization } from "../organizations/organizations";
import type { ConsoleUser } from "../users/users";

export type SessionHolder = {
  user: ConsoleUser;
  isEnded: boolean;
  /** The organization asked for, when the user may open it: any for a super-admin, their memberships otherwise. */
  organization?: ConsoleOrganization;
};

/**
 * The user a session token names and whether that session was ended by signing out, in one query: every
 * console request asks both. A request under an organization asks in the same query for that organization,
 * which the user may open (as `findOrganizationFor` decides), so it makes one round trip to the database, not two.
 */
export async function findSessionHolder(
  db: DatabaseExecutor,
  userId: string,
  sessionId: string | undefined,
  { organizationId, now = new Date() }: { organizationId?: string; now?: Date } = {},
): Promise<SessionHolder | undefined> {
  if (!isUuid(userId)) return undefined;
  const ended = sessionId ? and(eq(consoleEndedSessions.sessionId, sessionId), gt(consoleEndedSessions.expiresAt, now)) : sql`false`;
  if (!isUuid(organizationId)) {
    const [row] = await db
      .select({ user: consoleUsers, endedSessionId: consoleEndedSessions.sessionId })
      .from(consoleUsers)
      .leftJoin(consoleEndedSessions, ended)
      .where(eq(consoleUsers.id, userId));
    return row ? { user: row.user, isEnded: row.endedSessionId !== null } : undefined;
  }
  const membership = db
    .select({ one: sql`1` })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, consoleUsers.id), eq(organizationMembers.organizationId, consoleOrganizations.id)));
  const mayOpen = and(eq(consoleOrganizations.id, organizationId), or(eq(consoleUsers.role, "superadmin"), exists(membership)));
  const [row] = await db
    .select({ user: consoleUsers, endedSessionId: consoleEndedSessions.sessionId, organization: consoleOrganizations })
    .from(consoleUsers)
    .leftJoin(consoleEndedSessions, ended)
    .leftJoin(consoleOrganizations, mayOpen)
    .where(eq(consoleUsers.id, userId));
  return row ? { user: row.user, isEnded: row.endedSessionId !== null, organization: row.organization ?? undefined } : undefined;
}
