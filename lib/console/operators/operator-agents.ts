import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { consoleUsers, operatorAgents, organizationMembers } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";
import type { OrganizationOperator } from "@/lib/schemas/console/operator-agents";

import type { SessionUser } from "../auth/session";
import { ConsoleRouteError } from "../route/route-error";
import { findManageableUser } from "../users/user-directory";

/** The agents an operator works on in an organization. */
export async function agentsOfOperator(db: Database, userId: string, organizationId: string): Promise<string[]> {
  if (!isUuid(userId)) return [];
  const rows = await db
    .select({ agentId: operatorAgents.agentId })
    .from(operatorAgents)
    .where(and(eq(operatorAgents.userId, userId), eq(operatorAgents.organizationId, organizationId)));
  return rows.map((row) => row.agentId).sort();
}

/** The organization's members with the operator role, each with the agents they work on in it. */
export async function operatorsOfOrganization(db: Database, organizationId: string): Promise<OrganizationOperator[]> {
  const [operators, assignments] = await Promise.all([
    db
      .select({ id: consoleUsers.id, name: consoleUsers.name, email: consoleUsers.email, status: consoleUsers.status })
      .from(organizationMembers)
      .innerJoin(consoleUsers, eq(organizationMembers.userId, consoleUsers.id))
      .where(and(eq(organizationMembers.organizationId, organizationId), eq(consoleUsers.role, "operator")))
      .orderBy(asc(consoleUsers.name), asc(consoleUsers.email)),
    db
      .select({ userId: operatorAgents.userId, agentId: operatorAgents.agentId })
      .from(operatorAgents)
      .where(eq(operatorAgents.organizationId, organizationId))
      .orderBy(asc(operatorAgents.agentId)),
  ]);
  return operators.map((operator) => ({
    ...operator,
    agentIds: assignments.filter((assignment) => assignment.userId === operator.id).map((assignment) => assignment.agentId),
  }));
}

type Change = { add: readonly string[]; remove: readonly string[] };

/**
 * Gives an operator some agents of the organization and takes others, in one transaction; agents the change
 * does not name stay as they are. An operator the caller manages who is not yet a member of the organization
 * becomes one when given an agent, since an operator works only in the organizations they belong to.
 * Answers whether they joined the organization.
 */
export async function changeOperatorAgents(
  db: Database,
  caller: SessionUser,
  target: { userId: string; organizationId: string },
  change: Change,
): Promise<{ hasJoined: boolean }> {
  const { userId, organizationId } = target;
  const user = await findManageableUser(db, caller, userId);
  if (user.role !== "operator") throw new ConsoleRouteError(400, "NOT_AN_OPERATOR", "Only operators are given specific agents; admins work on all of them.");
  const add = [...new Set(change.add)];
  return db.transaction(async (tx) => {
    let hasJoined = false;
    if (add.length > 0) {
      const joined = await tx.insert(organizationMembers).values({ userId, organizationId }).onConflictDoNothing().returning();
      hasJoined = joined.length > 0;
      await tx
        .insert(operatorAgents)
        .values(add.map((agentId) => ({ userId, organizationId, agentId })))
        .onConflictDoNothing();
    }
    if (change.remove.length > 0) {
      await tx
        .delete(operatorAgents)
        .where(and(eq(operatorAgents.userId, userId), eq(operatorAgents.organizationId, organizationId), inArray(operatorAgents.agentId, [...change.remove])));
    }
    return { hasJoined };
  });
}
