import "server-only";
import { mkdirSync } from "node:fs";
import path from "node:path";

import { serverEnv } from "../env";
import { openDatabase, type Database, type OpenDatabase } from "./open";

export type { Database, DatabaseExecutor } from "./open";

type DatabaseState = { open: OpenDatabase; ready: Promise<void> };

const holder = globalThis as typeof globalThis & { __switchboardDb?: DatabaseState };

function start(): DatabaseState {
  const env = serverEnv();
  let open: OpenDatabase;
  if (env.DATABASE_URL) {
    open = openDatabase({ driver: "postgres", url: env.DATABASE_URL });
  } else {
    const dataDir = path.join(env.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
    open = openDatabase({ driver: "pglite", dataDir });
    // One PGlite per data directory: close it cleanly so the next start finds it consistent.
    const close = () => void open.close().finally(() => process.exit(0));
    process.once("SIGTERM", close);
    process.once("SIGINT", close);
  }
  return { open, ready: open.migrate() };
}

function state(): DatabaseState {
  holder.__switchboardDb ??= start();
  return holder.__switchboardDb;
}

/** The process's one database, migrated before first use. */
export async function getDb(): Promise<Database> {
  const { open, ready } = state();
  await ready;
  return open.db;
}

export function databaseDriver() {
  return state().open.driver;
}

/** Listens for NOTIFY on a channel of the process's database; resolves to a function that stops listening. */
export async function listenForNotifications(channel: string, onNotification: (payload: string) => void) {
  const { open, ready } = state();
  await ready;
  return open.listen(channel, onNotification);
}
