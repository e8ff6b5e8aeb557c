import "server-only";
import { and, asc, count, desc, eq, gt } from "drizzle-orm";

import { getDb, listenForNotifications } from "@/lib/db";
import { consoleInboxEvents } from "@/lib/db/schema";
import { inboxEvent, type InboxEvent } from "@/lib/schemas/console/inbox";

import { inboxNotificationChannel } from "./publish";

/** An inbox event as it left the database: its id is what a browser resumes from. */
export type StoredInboxEvent = { id: number; agentId: string; event: InboxEvent };

/** A connected browser: the organization and agents it sees, and the last event it was sent. */
export type InboxSubscriber = {
  organizationId: string;
  agentIds: ReadonlySet<string>;
  cursor: number;
  send: (event: StoredInboxEvent) => void;
};

/** Beside NOTIFY, each instance looks for news this often: a notification lost while reconnecting is late, never lost. */
const sweepIntervalMs = 5_000;
const readBatch = 500;

/** Reads an organization's events after an id, oldest first. */
export async function inboxEventsAfter(organizationId: string, afterId: number, limit: number): Promise<StoredInboxEvent[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: consoleInboxEvents.id, agentId: consoleInboxEvents.agentId, event: consoleInboxEvents.event })
    .from(consoleInboxEvents)
    .where(and(eq(consoleInboxEvents.organizationId, organizationId), gt(consoleInboxEvents.id, afterId)))
    .orderBy(asc(consoleInboxEvents.id))
    .limit(limit);
  return rows.flatMap((row) => {
    const parsed = inboxEvent.safeParse(row.event);
    return parsed.success ? [{ id: row.id, agentId: row.agentId, event: parsed.data }] : [];
  });
}

/** How many events of an organization came after an id. */
export async function countInboxEventsAfter(organizationId: string, afterId: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ total: count() })
    .from(consoleInboxEvents)
    .where(and(eq(consoleInboxEvents.organizationId, organizationId), gt(consoleInboxEvents.id, afterId)));
  return row?.total ?? 0;
}

/** The newest event id of an organization: where a fresh stream starts. */
export async function latestInboxEventId(organizationId: string): Promise<number> {
  const db = await getDb();
  const [latest] = await db
    .select({ id: consoleInboxEvents.id })
    .from(consoleInboxEvents)
    .where(eq(consoleInboxEvents.organizationId, organizationId))
    .orderBy(desc(consoleInboxEvents.id))
    .limit(1);
  return latest?.id ?? 0;
}

/**
 * The process's one listener: it LISTENs while any browser is connected, and on each notification (or sweep)
 * reads the organization's new events once and hands each subscriber those of its agents it has not had.
 */
class InboxEventHub {
  private readonly subscribers = new Set<InboxSubscriber>();
  private readonly reading = new Map<string, Promise<void>>();
  private stopListening: Promise<() => Promise<void>> | undefined;
  private sweep: ReturnType<typeof setInterval> | undefined;

  /** Adds a browser and sends it at once whatever came after its cursor. */
  subscribe(subscriber: InboxSubscriber): () => void {
    this.subscribers.add(subscriber);
    this.start();
    void this.readNews(subscriber.organizationId);
    return () => {
      this.subscribers.delete(subscriber);
      if (this.subscribers.size === 0) this.stop();
    };
  }

  private start() {
    if (this.stopListening) return;
    this.stopListening = listenForNotifications(inboxNotificationChannel, (organizationId) => void this.readNews(organizationId));
    this.stopListening.catch((error) => console.error("the inbox could not listen for events", error));
    this.sweep = setInterval(() => {
      for (const organizationId of new Set([...this.subscribers].map((subscriber) => subscriber.organizationId))) void this.readNews(organizationId);
    }, sweepIntervalMs);
    this.sweep.unref?.();
  }

  private stop() {
    clearInterval(this.sweep);
    const stopping = this.stopListening;
    this.stopListening = undefined;
    this.sweep = undefined;
    void stopping?.then((stop) => stop()).catch(() => undefined);
  }

  /** One read at a time per organization; news during a read is picked up by the read queued after it. */
  private readNews(organizationId: string): Promise<void> {
    const previous = this.reading.get(organizationId) ?? Promise.resolve();
    const next = previous.then(() => this.dispatchNews(organizationId)).catch((error) => console.error("the inbox could not read new events", error));
    this.reading.set(organizationId, next);
    void next.finally(() => {
      if (this.reading.get(organizationId) === next) this.reading.delete(organizationId);
    });
    return next;
  }

  private async dispatchNews(organizationId: string) {
    const listeners = [...this.subscribers].filter((subscriber) => subscriber.organizationId === organizationId);
    if (listeners.length === 0) return;
    let afterId = Math.min(...listeners.map((listener) => listener.cursor));
    for (;;) {
      const news = await inboxEventsAfter(organizationId, afterId, readBatch);
      for (const stored of news) {
        for (const listener of listeners) {
          if (stored.id <= listener.cursor) continue;
          listener.cursor = stored.id;
          if (listener.agentIds.has(stored.agentId)) listener.send(stored);
        }
      }
      if (news.length < readBatch) return;
      afterId = news.at(-1)!.id;
    }
  }
}

const holder = globalThis as typeof globalThis & { __switchboardInboxHub?: InboxEventHub };

/** The process's inbox event hub. */
export function inboxEventHub(): InboxEventHub {
  holder.__switchboardInboxHub ??= new InboxEventHub();
  return holder.__switchboardInboxHub;
}
