import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid, bigserial } from "drizzle-orm/pg-core";

import { consoleRoles, userStatuses } from "../console/roles";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(", ")})`);

export const consoleUsers = pgTable(
  "console_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: consoleRoles }).notNull(),
    status: text("status", { enum: userStatuses }).notNull().default("active"),
    /** Bumped to revoke every session of the user at once (logout everywhere, disable, role change). */
    sessionVersion: integer("session_version").notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  },
  () => [
    check("console_users_role_check", inList("role", consoleRoles)),
    check("console_users_status_check", inList("status", userStatuses)),
  ],
);

export const regions = ["us", "eu"] as const;
export type Region = (typeof regions)[number];

/** An organization of the AI Agent API that this console manages. */
export const consoleOrganizations = pgTable(
  "console_organizations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    region: text("region", { enum: regions }).notNull().default("us"),
    /** The organization's id in the AI Agent API, once known. */
    upstreamId: text("upstream_id"),
    createdAt: createdAt(),
  },
  () => [check("console_organizations_region_check", inList("region", regions))],
);

export const organizationMembers = pgTable(
  "organization_members",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => consoleUsers.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => consoleOrganizations.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.organizationId] })],
);

/** Every sign-in attempt, kept for throttling and for the audit trail. */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    ip: text("ip").notNull(),
    succeeded: boolean("succeeded").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("login_attempts_email_idx").on(table.email, table.createdAt),
    index("login_attempts_ip_idx").on(table.ip, table.createdAt),
  ],
);
export * from "./agent-service-schema";
