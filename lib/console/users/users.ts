import "server-only";
import { eq, sql } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { consoleUsers } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import type { ConsoleRole, UserStatus } from "./roles";
import { hashPassword } from "../auth/password";
import { forgetSessionChecks } from "../auth/session-checks";

export type ConsoleUser = typeof consoleUsers.$inferSelect;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<ConsoleUser | undefined> {
  const [user] = await db
    .select()
    .from(consoleUsers)
    .where(eq(consoleUsers.email, normalizeEmail(email)));
  return user;
}

export async function findUserById(db: Database, id: string): Promise<ConsoleUser | undefined> {
  if (!isUuid(id)) return undefined;
  const [user] = await db.select().from(consoleUsers).where(eq(consoleUsers.id, id));
  return user;
}

export async function createUser(db: Database, input: { email: string; name: string; password: string; role: ConsoleRole }): Promise<ConsoleUser | undefined> {
  const [user] = await db
    .insert(consoleUsers)
    .values({
      email: normalizeEmail(input.email),
      name: input.name,
      role: input.role,
      passwordHash: await hashPassword(input.password),
    })
    .onConflictDoNothing({ target: consoleUsers.email })
    .returning();
  return user;
}

/** Every change here ends the user's existing sessions on their next request, on every instance. */
async function revokingUpdate(db: Database, userId: string, changes: Partial<Pick<ConsoleUser, "role" | "status">>) {
  await db
    .update(consoleUsers)
    .set({ ...changes, sessionVersion: sql`${consoleUsers.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(consoleUsers.id, userId));
  await forgetSessionChecks(db, { userId });
}

export async function revokeAllSessions(db: Database, userId: string) {
  await revokingUpdate(db, userId, {});
}

export async function changeUserRole(db: Database, userId: string, role: ConsoleRole) {
  await revokingUpdate(db, userId, { role });
}

export async function changeUserStatus(db: Database, userId: string, status: UserStatus) {
  await revokingUpdate(db, userId, { status });
}

/** Lets a viewer see customer details in usage, or takes it back; it applies from their next request on. */
export async function changeCustomerDetailsGrant(db: Database, userId: string, mayViewCustomerDetails: boolean) {
  await db.update(consoleUsers).set({ mayViewCustomerDetails, updatedAt: new Date() }).where(eq(consoleUsers.id, userId));
}

export async function recordSuccessfulLogin(db: Database, userId: string) {
  await db.update(consoleUsers).set({ lastLoginAt: new Date() }).where(eq(consoleUsers.id, userId));
}
