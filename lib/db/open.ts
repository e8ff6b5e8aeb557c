import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import pg from "pg";

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
      close: () => pool.end(),
    };
  }
  const client = new PGlite(target.dataDir);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** Checks the connection answers; used by the health route. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
