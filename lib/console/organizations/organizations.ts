import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { cookies } from "next/headers";

import { getDb } from "@/lib/db";
import { consoleOrganizations, organizationMembers } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import { chooseCurrentOrganization, currentOrganizationCookie } from "./current-organization";
import type { SessionUser } from "../auth/session";

export type ConsoleOrganization = typeof consoleOrganizations.$inferSelect;

/** The organizations a user may open: all of them for a super-admin, their memberships otherwise. */
export async function listOrganizationsFor(user: SessionUser): Promise<ConsoleOrganization[]> {
  const db = await getDb();
  if (user.role === "superadmin") {
    return db.select().from(consoleOrganizations).orderBy(asc(consoleOrganizations.name));
  }
  const rows = await db
    .select({ organization: consoleOrganizations })
    .from(organizationMembers)
    .innerJoin(consoleOrganizations, eq(organizationMembers.organizationId, consoleOrganizations.id))
    .where(eq(organizationMembers.userId, user.id))
    .orderBy(asc(consoleOrganizations.name));
  return rows.map((row) => row.organization);
}

/** One organization, if the user may open it: any for a super-admin, their memberships otherwise. */
export async function findOrganizationFor(user: SessionUser, organizationId: string | undefined): Promise<ConsoleOrganization | undefined> {
  if (!isUuid(organizationId)) return undefined;
  const db = await getDb();
  if (user.role === "superadmin") {
    const [organization] = await db.select().from(consoleOrganizations).where(eq(consoleOrganizations.id, organizationId));
    return organization;
  }
  const [row] = await db
    .select({ organization: consoleOrganizations })
    .from(organizationMembers)
    .innerJoin(consoleOrganizations, eq(organizationMembers.organizationId, consoleOrganizations.id))
    .where(and(eq(organizationMembers.userId, user.id), eq(organizationMembers.organizationId, organizationId)));
  return row?.organization;
}

export async function currentOrganizationFor(user: SessionUser) {
  const organizations = await listOrganizationsFor(user);
  const remembered = (await cookies()).get(currentOrganizationCookie)?.value;
  return { organizations, current: chooseCurrentOrganization(organizations, remembered) };
}
