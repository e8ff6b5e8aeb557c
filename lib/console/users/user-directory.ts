import "server-only";
import { eq } from "drizzle-orm";

import type { Database, DatabaseExecutor } from "@/lib/db";
import { consoleUsers, organizationMembers } from "@/lib/db/schema";

import type { ConsoleMember } from "./platform-user-truth";
import type { SessionUser } from "../auth/session";
import { listOrganizationsFor } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";

/** The console users a user may manage: everyone for a super-admin; an organization admin's members, super-admins excepted. */
export async function usersVisibleTo(db: Database, user: SessionUser) {
  const [users, memberships] = await Promise.all([db.select().from(consoleUsers).orderBy(consoleUsers.email), db.select().from(organizationMembers)]);
  const organizationsOf = (userId: string) => memberships.filter((membership) => membership.userId === userId).map((membership) => membership.organizationId);
  const listed = users.map(({ passwordHash: _passwordHash, sessionVersion: _sessionVersion, ...shown }) => ({
    ...shown,
    organizationIds: organizationsOf(shown.id),
  }));
  if (user.role === "superadmin") return listed;
  const mine = new Set((await listOrganizationsFor(user)).map((organization) => organization.id));
  return listed.filter((candidate) => candidate.role !== "superadmin" && candidate.organizationIds.some((id) => mine.has(id)));
}

/** The console users who are members of an organization: who accepted an invitation to it or were added to it. */
export async function membersOf(db: DatabaseExecutor, organizationId: string): Promise<ConsoleMember[]> {
  return db
    .select({ email: consoleUsers.email, name: consoleUsers.name })
    .from(consoleUsers)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, consoleUsers.id))
    .where(eq(organizationMembers.organizationId, organizationId));
}

export async function findManageableUser(db: Database, user: SessionUser, userId: string) {
  const target = (await usersVisibleTo(db, user)).find((candidate) => candidate.id === userId);
  if (!target) throw new ConsoleRouteError(404, "NOT_FOUND", "That user is not available to you.");
  return target;
}

export async function countActiveSuperadmins(db: Database, excluding: string) {
  const rows = await db.select({ id: consoleUsers.id, status: consoleUsers.status }).from(consoleUsers).where(eq(consoleUsers.role, "superadmin"));
  return rows.filter((row) => row.id !== excluding && row.status === "active").length;
}
