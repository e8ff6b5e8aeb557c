import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { answerNamedStatements } from "./named-statements";
import * as schema from "./schema";

/** Both drivers answer raw queries with `{ rows }`; the database is typed by the PostgreSQL driver's result. */
export type Database = PgDatabase<NodePgQueryResultHKT, typeof schema>;
/** A database or a transaction on it: what code that only reads and writes rows needs. */
export type DatabaseExecutor = Pick<Database, "select" | "insert" | "update" | "delete" | "execute">;

export type DatabaseDriver = "pglite" | "postgres";

export type OpenDatabase = {
  db: Database;
  driver: DatabaseDriver;
  /** Applies every pending migration; safe to call from several processes at once on PostgreSQL. */
  migrate(): Promise<void>;
  /**
   * Calls `onNotification` with the payload of every NOTIFY on `channel`, from any process on the same database;
   * resolves to a function that stops listening.
   */
  listen(channel: string, onNotification: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
};

export type DatabaseTarget =
  | { driver: "postgres"; url: string; maxConnections?: number }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { driver: "pglite"; dataDir?: string };

const migrationsFolder = path.join(process.cwd(), "lib", "db", "migrations");

/** Any fixed number: it names the lock every instance takes while it migrates. */
const migrationLockKey = 7_240_113;

export function openDatabase(target: DatabaseTarget): OpenDatabase {
  if (target.driver === "postgres") {
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10 });
    // An idle connection the server drops (restart, failover) is replaced on next use, not a crash.
    pool.on("error", (error) => console.error("PostgreSQL connection lost:", error.message));
    return {
      db: drizzlePg(pool, { schema }) as unknown as Database,
      driver: "postgres",
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [migrationLockKey]);
          await migratePg(drizzlePg(client), { migrationsFolder });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [migrationLockKey]).catch(() => undefined);
          client.release();
        }
      },
      listen: (channel, onNotification) => listenOnPostgres(target.url, channel, onNotification),
      close: () => pool.end(),
    };
  }
  const client = new PGlite(target.dataDir);
  answerNamedStatements(client);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    listen: async (channel, onNotification) => {
      const unlisten = await client.listen(channel, onNotification);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

const relistenDelayMs = 1_000;

/**
 * LISTEN holds a connection of its own for as long as it lasts: a pooled one would be handed to other queries.
 * When the connection drops, it is opened again and LISTEN repeated (every second while the database cannot
 * be reached), until the listener is stopped.
 */
async function listenOnPostgres(url: string, channel: string, onNotification: (payload: string) => void) {
  let client: pg.Client | undefined;
  let isStopped = false;
  const reconnectLater = () => {
    if (isStopped) return;
    setTimeout(() => {
      if (isStopped) return;
      connect().catch((reason) => {
        console.error(`PostgreSQL listener on ${channel} could not reconnect:`, reason instanceof Error ? reason.message : reason);
        reconnectLater();
      });
    }, relistenDelayMs);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let isLost = false;
    next.on("notification", (message) => {
      if (message.channel === channel) onNotification(message.payload ?? "");
    });
    next.on("error", (error) => {
      if (isLost) return;
      isLost = true;
      console.error(`PostgreSQL listener on ${channel} lost its connection:`, error.message);
      void next.end().catch(() => undefined);
      if (client === next) reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      isLost = true;
      void next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  await connect();
  return async () => {
    isStopped = true;
    await client?.end().catch(() => undefined);
  };
}

/** Checks the connection answers; used by the health route. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
