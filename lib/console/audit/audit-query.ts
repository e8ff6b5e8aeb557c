import "server-only";
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleAuditLog } from "@/lib/db/schema";
import type { AuditQuery } from "@/lib/schemas/console/audit";

import type { SessionUser } from "../auth/session";
import { listOrganizationsFor } from "../organizations/organizations";

/** Audit entries a user may read: all for a super-admin; an organization admin's organizations' and their own. */
async function visibility(user: SessionUser): Promise<SQL | undefined> {
  if (user.role === "superadmin") return undefined;
  const organizations = (await listOrganizationsFor(user)).map((organization) => organization.id);
  return or(eq(consoleAuditLog.actorUserId, user.id), organizations.length ? inArray(consoleAuditLog.organizationId, organizations) : undefined);
}

function filters(query: Omit<AuditQuery, "page" | "pageSize">): SQL[] {
  const conditions: SQL[] = [];
  if (query.actor) conditions.push(ilike(consoleAuditLog.actorEmail, `%${query.actor.replace(/[\\%_]/g, "\\$&")}%`));
  if (query.action) conditions.push(ilike(consoleAuditLog.action, `${query.action.replace(/[\\%_]/g, "\\$&")}%`));
  if (query.organizationId) conditions.push(eq(consoleAuditLog.organizationId, query.organizationId));
  if (query.from) conditions.push(gte(consoleAuditLog.createdAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) conditions.push(lt(consoleAuditLog.createdAt, new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)));
  return conditions;
}

export async function queryAudit(db: DatabaseExecutor, user: SessionUser, query: AuditQuery) {
  const where = and(await visibility(user), ...filters(query));
  const [entries, [total]] = await Promise.all([
    db
      .select()
      .from(consoleAuditLog)
      .where(where)
      .orderBy(desc(consoleAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(consoleAuditLog).where(where),
  ]);
  return { entries, total: total?.total ?? 0, page: query.page, pageSize: query.pageSize };
}
