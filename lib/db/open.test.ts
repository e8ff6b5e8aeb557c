import { readdirSync } from "node:fs";
import path from "node:path";

import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";

import { createScratchDatabase, isPostgresAvailable } from "@/tests/support/postgres.mjs";

import { openDatabase, pingDatabase, type DatabaseTarget } from "./open";
import { consoleUsers } from "./schema";

const postgresAvailable = await isPostgresAvailable();
const scratch = postgresAvailable ? await createScratchDatabase() : undefined;
afterAll(() => scratch?.drop());

const targets: { name: string; target: () => DatabaseTarget; enabled: boolean }[] = [
  { name: "PGlite", target: () => ({ driver: "pglite" }), enabled: true },
  { name: "PostgreSQL", target: () => ({ driver: "postgres", url: scratch!.url }), enabled: postgresAvailable },
];

async function tableNames(db: ReturnType<typeof openDatabase>["db"]) {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return result.rows.map((row) => row.table_name);
}

describe.each(targets)("migrations on $name", ({ target, enabled }) => {
  it.runIf(enabled)("create every table, run again without change, and enforce the schema's checks", { timeout: 30_000 }, async () => {
    const database = openDatabase(target());
    try {
      await database.migrate();
      expect(await tableNames(database.db)).toEqual(
        expect.arrayContaining(["console_organizations", "console_users", "login_attempts", "organization_members", "svc_agents", "svc_jobs"]),
      );

      await database.migrate();
      const applied = await database.db.execute<{ count: string }>(sql`select count(*) as count from drizzle.__drizzle_migrations`);
      expect(Number(applied.rows[0]!.count)).toBeGreaterThan(0);

      await pingDatabase(database.db);
      const [user] = await database.db
        .insert(consoleUsers)
        .values({ email: "someone@example.test", name: "Someone", passwordHash: "x", role: "viewer" })
        .returning();
      expect(user).toMatchObject({ status: "active", sessionVersion: 1 });

      await expect(
        database.db.execute(sql`insert into console_users (email, name, password_hash, role) values ('other@example.test', 'Other', 'x', 'emperor')`),
      ).rejects.toThrow();

      await database.db.execute(sql`insert into console_audit_log (action, outcome) values ('test.entry', 'success')`);
      const refusedAsAppendOnly = (error: Error & { cause?: Error }) => /append-only/.test(error.cause?.message ?? error.message);
      await expect(database.db.execute(sql`update console_audit_log set outcome = 'failure'`)).rejects.toSatisfy(refusedAsAppendOnly);
      await expect(database.db.execute(sql`delete from console_audit_log`)).rejects.toSatisfy(refusedAsAppendOnly);
      await expect(database.db.execute(sql`truncate console_audit_log`)).rejects.toSatisfy(refusedAsAppendOnly);
    } finally {
      await database.close();
    }
  });
});

describe("migrations on PostgreSQL from several instances at once", () => {
  it.runIf(postgresAvailable)("apply once, each instance waiting for the lock", { timeout: 30_000 }, async () => {
    const concurrent = await createScratchDatabase();
    const instances = [1, 2, 3].map(() => openDatabase({ driver: "postgres", url: concurrent.url, maxConnections: 2 }));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const applied = await instances[0]!.db.execute<{ count: string }>(sql`select count(*) as count from drizzle.__drizzle_migrations`);
      const files = readdirSync(path.join(process.cwd(), "lib/db/migrations")).filter((file) => file.endsWith(".sql"));
      expect(Number(applied.rows[0]!.count)).toBe(files.length);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await concurrent.drop();
    }
  });
});

describe.each(targets)("notifications on $name", ({ target, enabled }) => {
  it.runIf(enabled)("reach a listener until it stops listening", { timeout: 30_000 }, async () => {
    const listening = openDatabase(target());
    const notifying = target().driver === "postgres" ? openDatabase(target()) : listening;
    const received: string[] = [];
    try {
      const stop = await listening.listen("switchboard_test", (payload) => received.push(payload));
      await notifying.db.execute(sql`select pg_notify('switchboard_test', 'first')`);
      await notifying.db.execute(sql`select pg_notify('other_channel', 'elsewhere')`);
      await expect.poll(() => received).toEqual(["first"]);

      await stop();
      await notifying.db.execute(sql`select pg_notify('switchboard_test', 'after stopping')`);
      await notifying.db.execute(sql`select pg_sleep(0.2)`);
      expect(received).toEqual(["first"]);
    } finally {
      await listening.close();
      if (notifying !== listening) await notifying.close();
    }
  });
});
