import "server-only";
import { sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { consoleInboxEvents } from "@/lib/db/schema";
import type { InboxEvent } from "@/lib/schemas/console/inbox";

/** The channel every app instance listens on; the payload is the organization whose inbox changed. */
export const inboxNotificationChannel = "inbox_events";

/** The first key of the advisory lock that puts an organization's inbox events in order. */
const inboxEventsLockSpace = 0x1b0c;

/**
 * Stores inbox events in order and tells every app instance (through NOTIFY) that the organization's inbox
 * has news; each instance then reads what is new and pushes it to its browsers.
 *
 * Readers move past the highest id they have read, so an organization's events must become visible in the
 * order of their ids: a lock per organization, held until the caller's transaction commits, keeps a later
 * writer from taking an id before an earlier one is committed.
 */
export async function publishInboxEvents(
  db: Database,
  target: { organizationId: string; agentId: string; conversationId: string },
  events: readonly InboxEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${inboxEventsLockSpace}, hashtext(${target.organizationId}))`);
    await tx.insert(consoleInboxEvents).values(events.map((event) => ({ ...target, event })));
    await tx.execute(sql`select pg_notify(${inboxNotificationChannel}, ${target.organizationId})`);
  });
}
