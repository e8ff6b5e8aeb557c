import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { hash } from "@node-rs/argon2";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";

import { roomyPlanTitles, testAgentsAmount } from "./test-plans.mjs";
import { testPassword, testUsers } from "./test-users.mjs";
import { subscriptions } from "../../lib/agent-service/reference-subscriptions.mjs";

const migrationsFolder = path.join(import.meta.dirname, "..", "..", "lib", "db", "migrations");

async function insertUsers(query) {
  const passwordHash = await hash(testPassword);
  for (const user of Object.values(testUsers)) {
    await query("insert into console_users (email, name, role, password_hash) values ($1, $2, $3, $4)", [user.email, user.name, user.role, passwordHash]);
  }
}

/** The service's plans, inserted before it starts (it adds its own only to a service without any), with the test servers' room for agents. */
async function insertPlans(query) {
  const createdBy = { id: "00000000-0000-4000-8000-000000000001", email: "super-admin@agent-service.local", firstName: "Super", lastName: "Admin" };
  for (const plan of subscriptions) {
    await query(
      `insert into svc_subscriptions (title, description, agents_amount, tokens_amount_per_month, seconds_amount_per_month, sms_amount_per_month,
         emails_amount_per_month, users_with_access_amount, status, visibility, is_trial, price, created_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        plan.title,
        plan.description,
        roomyPlanTitles.includes(plan.title) ? testAgentsAmount : plan.agentsAmount,
        plan.tokensAmountPerMonth,
        plan.secondsAmountPerMonth,
        plan.smsAmountPerMonth,
        plan.emailsAmountPerMonth,
        plan.usersWithAccessAmount,
        plan.status,
        plan.visibility,
        plan.isTrial,
        plan.price,
        JSON.stringify(createdBy),
      ],
    );
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
    await insertPlans((text, params) => pool.query(text, params));
    await pool.end();
    return;
  }
  const client = new PGlite(path.join(target.dataDir, "pglite"));
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  await insertUsers((text, params) => client.query(text, params));
  await insertPlans((text, params) => client.query(text, params));
  await client.close();
}
