import { rmSync } from "node:fs";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

import { freePort } from "./free-port";
import { createScratchDatabase } from "./postgres.mjs";
import { startTestServer, type TestServer } from "./test-server.mjs";

/** The two databases the app runs on. */
export type StoreKind = "PGlite" | "PostgreSQL";
export const storeKinds: readonly StoreKind[] = ["PGlite", "PostgreSQL"];

/** An app server a test may crash (SIGKILL) and start again on the same port, data directory and database. */
export type CrashableApp = {
  store: StoreKind;
  readonly baseUrl: string;
  readonly dataDir: string;
  /** The app's own database URL on PostgreSQL (not the one the app is given, which may pass through a proxy). */
  readonly databaseUrl: string | undefined;
  /** Kills the process with SIGKILL, as a crash or an OOM kill would, and starts it again on what it left. */
  crashAndRestart(): Promise<void>;
  /**
   * Reads the app's database. On PostgreSQL at any time; on PGlite (one process per data directory) the app is
   * stopped cleanly first, and stays stopped.
   */
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Stops the app and removes its data directory and scratch database. */
  close(): Promise<void>;
};

type Options = {
  store: StoreKind;
  env?: Record<string, string>;
  /** The URL the app is given for its PostgreSQL database, e.g. through a proxy; default: the database's own. */
  connectThrough?: (databaseUrl: string) => string;
};

/** Starts the built app on a fresh database of the given kind, ready to be crashed. */
export async function startCrashableApp({ store, env = {}, connectThrough = (url) => url }: Options): Promise<CrashableApp> {
  const scratch = store === "PostgreSQL" ? await createScratchDatabase() : undefined;
  const port = await freePort();
  const appDatabaseUrl = scratch ? connectThrough(scratch.url) : undefined;
  const serverEnv = { SWITCHBOARD_DEMO_DATA: "false", ...env };
  let server: TestServer | undefined;
  try {
    server = await startTestServer({ port, databaseUrl: appDatabaseUrl, env: serverEnv });
  } catch (error) {
    await scratch?.drop();
    throw error;
  }
  const { dataDir, baseUrl } = server;
  let isRunning = true;
  let pool: pg.Pool | undefined;
  let pglite: PGlite | undefined;

  return {
    store,
    baseUrl,
    dataDir,
    databaseUrl: scratch?.url,
    async crashAndRestart() {
      await server!.stop({ keepData: true, signal: "SIGKILL" });
      isRunning = false;
      server = await startTestServer({ port, databaseUrl: appDatabaseUrl, dataDir, env: serverEnv, seed: false });
      isRunning = true;
    },
    async query<Row>(text: string, params: unknown[] = []) {
      if (scratch) {
        pool ??= new pg.Pool({ connectionString: scratch.url, max: 2 });
        return (await pool.query(text, params)).rows as Row[];
      }
      if (isRunning) {
        await server!.stop({ keepData: true });
        isRunning = false;
      }
      pglite ??= new PGlite(path.join(dataDir, "pglite"));
      return (await pglite.query<Row>(text, params)).rows;
    },
    async close() {
      await pool?.end().catch(() => undefined);
      await pglite?.close().catch(() => undefined);
      if (isRunning) await server!.stop({ keepData: true }).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop().catch(() => undefined);
    },
  };
}
