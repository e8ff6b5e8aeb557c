import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { hash } from "@node-rs/argon2";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { testPassword, testUsers } from "./test-users.mjs";

const migrationsFolder = path.join(import.meta.dirname, "..", "..", "lib", "db", "migrations");

async function insertUsers(query) {
  const passwordHash = await hash(testPassword);
  for (const user of Object.values(testUsers)) {
    await query("insert into console_users (email, name, role, password_hash) values ($1, $2, $3, $4)", [
      user.email,
      user.name,
      user.role,
      passwordHash,
    ]);
  }
}

/** Migrates a fresh database and adds the test users, before the server under test opens it. */
export async function seedTestUsers(target) {
  if (target.databaseUrl) {
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const pool = new pg.Pool({ connectionString: target.databaseUrl });
    await migrate(drizzle(pool), { migrationsFolder });
    await insertUsers((text, params) => pool.query(text, params));
    await pool.end();
    return;
  }
  const client = new PGlite(path.join(target.dataDir, "pglite"));
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await insertUsers((text, params) => client.query(text, params));
  await client.close();
}
