import "server-only";
import { sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleInboxEvents } from "@/lib/db/schema";
import type { InboxEvent } from "@/lib/schemas/console/inbox";

/** The channel every app instance listens on; the payload is the organization whose inbox changed. */
export const inboxNotificationChannel = "inbox_events";

/**
 * Stores inbox events in order and tells every app instance (through NOTIFY) that the organization's inbox
 * has news; each instance then reads what is new and pushes it to its browsers.
 */
export async function publishInboxEvents(
  db: DatabaseExecutor,
  target: { organizationId: string; agentId: string; conversationId: string },
  events: readonly InboxEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db.insert(consoleInboxEvents).values(events.map((event) => ({ ...target, event })));
  await db.execute(sql`select pg_notify(${inboxNotificationChannel}, ${target.organizationId})`);
}
