import "server-only";
import { and, eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { operatorAgents, organizationMembers } from "@/lib/db/schema";

import { isUuid } from "./is-uuid";
import { ConsoleRouteError } from "./route-error";
import { findUserById } from "./users";

/** The agents an operator works on in an organization. */
export async function agentsOfOperator(db: Database, userId: string, organizationId: string): Promise<string[]> {
  if (!isUuid(userId)) return [];
  const rows = await db
    .select({ agentId: operatorAgents.agentId })
    .from(operatorAgents)
    .where(and(eq(operatorAgents.userId, userId), eq(operatorAgents.organizationId, organizationId)));
  return rows.map((row) => row.agentId).sort();
}

/** Gives an operator exactly these agents of the organization; they must be an operator and a member of it. */
export async function assignAgentsToOperator(db: Database, userId: string, organizationId: string, agentIds: readonly string[]) {
  const user = await findUserById(db, userId);
  const [membership] = user
    ? await db
        .select()
        .from(organizationMembers)
        .where(and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, organizationId)))
    : [];
  if (!user || !membership) throw new ConsoleRouteError(404, "NOT_FOUND", "That user is not a member of this organization.");
  if (user.role !== "operator") throw new ConsoleRouteError(400, "NOT_AN_OPERATOR", "Only operators are given specific agents; admins work on all of them.");
  await db.transaction(async (tx) => {
    await tx.delete(operatorAgents).where(and(eq(operatorAgents.userId, userId), eq(operatorAgents.organizationId, organizationId)));
    const unique = [...new Set(agentIds)];
    if (unique.length > 0) await tx.insert(operatorAgents).values(unique.map((agentId) => ({ userId, organizationId, agentId })));
  });
}
