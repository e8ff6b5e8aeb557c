import { randomBytes } from "node:crypto";

import pg from "pg";

/** The PostgreSQL server tests use when it answers (it does on CI machines). */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function isPostgresAvailable(url = testPostgresUrl) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates an empty database of its own for one test run; `drop` removes it. */
export async function createScratchDatabase(url = testPostgresUrl) {
  const name = `switchboard_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratchUrl = new URL(url);
  scratchUrl.pathname = `/${name}`;
  return {
    url: scratchUrl.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
