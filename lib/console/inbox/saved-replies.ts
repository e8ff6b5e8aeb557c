import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "@/lib/db";
import { consoleSavedReplies } from "@/lib/db/schema";
import type { SavedReply, savedReplyBody } from "@/lib/schemas/console/inbox";

import { ConsoleRouteError } from "../route/route-error";

const toView = (row: typeof consoleSavedReplies.$inferSelect): SavedReply => ({ id: row.id, shortcut: row.shortcut, body: row.body });

/** The organization's saved replies, by shortcut. */
export async function listSavedReplies(db: Database, organizationId: string): Promise<SavedReply[]> {
  const rows = await db
    .select()
    .from(consoleSavedReplies)
    .where(eq(consoleSavedReplies.organizationId, organizationId))
    .orderBy(asc(consoleSavedReplies.shortcut));
  return rows.map(toView);
}

/** Saves a reply under a shortcut the organization does not use yet. */
export async function createSavedReply(db: Database, organizationId: string, userId: string, body: z.output<typeof savedReplyBody>): Promise<SavedReply> {
  const [row] = await db
    .insert(consoleSavedReplies)
    .values({ organizationId, shortcut: body.shortcut.toLowerCase(), body: body.body, createdBy: userId })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new ConsoleRouteError(400, "VALIDATION_FAILED", "That shortcut is taken.", { shortcut: `/${body.shortcut.toLowerCase()} is already a saved reply.` });
  return toView(row);
}

export async function deleteSavedReply(db: Database, organizationId: string, replyId: string): Promise<void> {
  const [row] = await db
    .delete(consoleSavedReplies)
    .where(and(eq(consoleSavedReplies.organizationId, organizationId), eq(consoleSavedReplies.id, replyId)))
    .returning();
  if (!row) throw new ConsoleRouteError(404, "NOT_FOUND", "That saved reply no longer exists.");
}
