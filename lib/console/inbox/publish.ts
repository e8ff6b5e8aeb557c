import "server-only";
import { sql } from "drizzle-orm";

import type { Database, DatabaseExecutor } from "@/lib/db";
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
  await db.transaction((tx) => publishInboxEventsInTransaction(tx, target, events));
}

/**
 * `publishInboxEvents` within a transaction the caller has open and commits: the lock is held and the
 * notification sent when it commits, and nothing is published if it rolls back.
 */
export async function publishInboxEventsInTransaction(
  tx: DatabaseExecutor,
  target: { organizationId: string; agentId: string; conversationId: string },
  events: readonly InboxEvent[],
): Promise<void> {
  if (events.length === 0) return;
  // One statement: the rows are inserted from the lock's own row, so their ids are taken, in the events' order,
  // only once it is held; the notification goes out when the transaction commits, as it would from its own statement.
  const rows = sql.join(
    events.map(
      (event, position) =>
        sql`(${position}::int, ${target.organizationId}::uuid, ${target.agentId}, ${target.conversationId}, ${JSON.stringify(event)}::jsonb)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    with locked as (select pg_advisory_xact_lock(${inboxEventsLockSpace}, hashtext(${target.organizationId})) as held),
    stored as (
      insert into ${consoleInboxEvents} (organization_id, agent_id, conversation_id, event)
      select row.organization_id, row.agent_id, row.conversation_id, row.event
        from locked, (values ${rows}) as row (position, organization_id, agent_id, conversation_id, event)
       order by row.position
      returning id)
    select pg_notify(${inboxNotificationChannel}, ${target.organizationId}) from (select count(*) from stored) as counted`);
}
