import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type OpenDatabase } from "@/lib/db/open";
import { consoleInboxEvents, consoleOrganizations } from "@/lib/db/schema";
import type { InboxEvent } from "@/lib/schemas/console/inbox";

import { inboxNotificationChannel, publishInboxEvents, publishInboxEventsInTransaction } from "./publish";

let database: OpenDatabase;
let organizationId: string;

beforeAll(async () => {
  database = openDatabase({ driver: "pglite" });
  await database.migrate();
  const [organization] = await database.db.insert(consoleOrganizations).values({ name: "Acme" }).returning();
  organizationId = organization!.id;
}, 60_000);

afterAll(async () => {
  await database?.close();
});

/** A message event as the inbox stores it (the store does not look inside). */
const messageEvent = (text: string) => ({ type: "message", conversationId: "c-1", message: { id: text, text } }) as unknown as InboxEvent;

const storedEvents = () =>
  database.db
    .select({
      id: consoleInboxEvents.id,
      agentId: consoleInboxEvents.agentId,
      conversationId: consoleInboxEvents.conversationId,
      event: consoleInboxEvents.event,
    })
    .from(consoleInboxEvents)
    .where(eq(consoleInboxEvents.organizationId, organizationId))
    .orderBy(asc(consoleInboxEvents.id));

describe("publishInboxEvents", () => {
  it("stores the events in their order and notifies the organization once", async () => {
    const heard: string[] = [];
    const stop = await database.listen(inboxNotificationChannel, (payload) => heard.push(payload));
    try {
      await publishInboxEvents(database.db, { organizationId, agentId: "agent-1", conversationId: "c-1" }, [
        messageEvent("first"),
        messageEvent("second"),
        messageEvent("third"),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await stop();
    }
    const stored = await storedEvents();
    expect(stored.map((row) => (row.event as { message: { id: string } }).message.id)).toEqual(["first", "second", "third"]);
    expect(stored.every((row) => row.agentId === "agent-1" && row.conversationId === "c-1")).toBe(true);
    expect(heard).toEqual([organizationId]);
  });

  it("publishes nothing when the transaction it is written in rolls back", async () => {
    const before = (await storedEvents()).length;
    const heard: string[] = [];
    const stop = await database.listen(inboxNotificationChannel, (payload) => heard.push(payload));
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await publishInboxEventsInTransaction(tx, { organizationId, agentId: "agent-1", conversationId: "c-1" }, [messageEvent("lost")]);
          throw new Error("the delivery could not be stored");
        }),
      ).rejects.toThrow(/could not be stored/);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await stop();
    }
    expect(await storedEvents()).toHaveLength(before);
    expect(heard).toEqual([]);
  });
});
