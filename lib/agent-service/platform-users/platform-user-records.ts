import "server-only";
import { and, asc, eq, inArray, isNotNull, or } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "@/lib/db";
import { svcAgents, svcPlatformUserAgents, svcPlatformUsers } from "@/lib/db/schema";
import type { agentPlatformUserResponse, platformUserDetailsResponse, UpdatePlatformUserBody } from "@/lib/schemas/agent-api/organization-users";

import type { AgentRow } from "../auth";
import { badRequest, notFound } from "../errors";
import { requireUuid } from "../records";
import { isStandingOwner, removesLastOwner } from "./owner-guard";

export type PlatformUserRow = typeof svcPlatformUsers.$inferSelect;

/** Roles that work on every agent of their organization. */
const organizationWideRoles = ["owner", "admin"] as const;

export const worksOnEveryAgent = (user: Pick<PlatformUserRow, "role">) => (organizationWideRoles as readonly string[]).includes(user.role);

export function presentPlatformUser(user: PlatformUserRow): z.input<typeof platformUserDetailsResponse> {
  return {
    id: user.id,
    email: user.email,
    phoneNumber: user.phoneNumber ?? "",
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    status: user.status,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** A platform user of the organization, or 404 (another organization's user is not found either). */
export async function findPlatformUser(db: Database, organizationId: string, userId: string): Promise<PlatformUserRow> {
  const [user] = await db
    .select()
    .from(svcPlatformUsers)
    .where(and(eq(svcPlatformUsers.id, requireUuid(userId, "Platform user")), eq(svcPlatformUsers.organizationId, organizationId)));
  if (!user) throw notFound("Platform user", userId);
  return user;
}

/** Who works on the agent, whatever their status: the organization's owners and admins, and the users assigned to it. */
export async function agentPlatformUsers(db: Database, organizationId: string, agentId: string): Promise<z.input<typeof agentPlatformUserResponse>[]> {
  const rows = await db
    .select({ user: svcPlatformUsers })
    .from(svcPlatformUsers)
    .leftJoin(svcPlatformUserAgents, and(eq(svcPlatformUserAgents.platformUserId, svcPlatformUsers.id), eq(svcPlatformUserAgents.agentId, agentId)))
    .where(
      and(
        eq(svcPlatformUsers.organizationId, organizationId),
        or(inArray(svcPlatformUsers.role, [...organizationWideRoles]), isNotNull(svcPlatformUserAgents.agentId)),
      ),
    )
    .orderBy(asc(svcPlatformUsers.email));
  return rows.map(({ user }) => ({ ...presentPlatformUser(user), access: worksOnEveryAgent(user) ? "organization" : "assigned" }));
}

/** The agents a platform user works on: every agent of the organization for owners and admins, else those assigned. */
export async function platformUserAgents(db: Database, user: PlatformUserRow): Promise<AgentRow[]> {
  if (worksOnEveryAgent(user)) {
    return db.select().from(svcAgents).where(eq(svcAgents.organizationId, user.organizationId)).orderBy(asc(svcAgents.name), asc(svcAgents.id));
  }
  const rows = await db
    .select({ agent: svcAgents })
    .from(svcPlatformUserAgents)
    .innerJoin(svcAgents, eq(svcPlatformUserAgents.agentId, svcAgents.id))
    .where(and(eq(svcPlatformUserAgents.platformUserId, user.id), eq(svcAgents.organizationId, user.organizationId)))
    .orderBy(asc(svcAgents.name), asc(svcAgents.id));
  return rows.map((row) => row.agent);
}

/**
 * Changes a platform user's role or status. The organization's owners (and the user) are locked in
 * one statement, in id order, so that two owners demoted at once cannot both pass the check that
 * one standing owner remains.
 */
export async function updatePlatformUser(db: Database, organizationId: string, userId: string, changes: UpdatePlatformUserBody): Promise<PlatformUserRow> {
  const id = requireUuid(userId, "Platform user");
  return db.transaction(async (tx) => {
    const locked = await tx
      .select()
      .from(svcPlatformUsers)
      .where(and(eq(svcPlatformUsers.organizationId, organizationId), or(eq(svcPlatformUsers.role, "owner"), eq(svcPlatformUsers.id, id))))
      .orderBy(asc(svcPlatformUsers.id))
      .for("update");
    const user = locked.find((row) => row.id === id);
    if (!user) throw notFound("Platform user", userId);

    const next = { role: changes.role ?? user.role, status: changes.status ?? user.status };
    const otherStandingOwners = locked.filter((row) => row.id !== id && isStandingOwner(row)).length;
    if (removesLastOwner(user, next, otherStandingOwners)) {
      const field = changes.role && changes.role !== "owner" ? "role" : "status";
      throw badRequest("The organization must keep an owner.", [{ field, message: "this is the organization's last owner who is not disabled" }]);
    }
    if (next.role === user.role && next.status === user.status) return user;
    const [updated] = await tx
      .update(svcPlatformUsers)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(svcPlatformUsers.id, id))
      .returning();
    return updated!;
  });
}
