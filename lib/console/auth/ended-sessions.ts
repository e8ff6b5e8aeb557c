import "server-only";
import { lt } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleEndedSessions } from "@/lib/db/schema";

import { forgetSessionChecks } from "./session-checks";

/** Ends one session: its token is refused until it would have expired. Sessions already past their end are forgotten. */
export async function endSession(db: DatabaseExecutor, sessionId: string, expiresAt: Date, now = new Date()): Promise<void> {
  await db.insert(consoleEndedSessions).values({ sessionId, expiresAt }).onConflictDoNothing({ target: consoleEndedSessions.sessionId });
  await forgetSessionChecks(db, { sessionId });
  await db.delete(consoleEndedSessions).where(lt(consoleEndedSessions.expiresAt, now));
}
