import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleEndedSessions, consoleUsers } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import type { ConsoleUser } from "../users/users";

/**
 * The user a session token names and whether that session was ended by signing out, in one query: every
 * console request asks both.
 */
export async function findSessionHolder(
  db: DatabaseExecutor,
  userId: string,
  sessionId: string | undefined,
  now = new Date(),
): Promise<{ user: ConsoleUser; isEnded: boolean } | undefined> {
  if (!isUuid(userId)) return undefined;
  const ended = sessionId ? and(eq(consoleEndedSessions.sessionId, sessionId), gt(consoleEndedSessions.expiresAt, now)) : sql`false`;
  const [row] = await db
    .select({ user: consoleUsers, endedSessionId: consoleEndedSessions.sessionId })
    .from(consoleUsers)
    .leftJoin(consoleEndedSessions, ended)
    .where(eq(consoleUsers.id, userId));
  return row ? { user: row.user, isEnded: row.endedSessionId !== null } : undefined;
}
