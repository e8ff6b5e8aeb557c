import "server-only";
import { and, eq } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcLimits, svcSubscriptions } from "@/lib/db/schema";

import type { AgentPrincipal } from "./auth";
import { badRequest } from "./errors";
import { limitFields } from "./limit-decision";

export { limitFields };
export type LimitAmounts = Record<(typeof limitFields)[number], number>;
export type LimitOwner = (typeof svcLimits.$inferSelect)["ownerType"];

/** Without limits of its own, an agent or user has its organization's subscription quotas. */
export async function organizationDefaultLimits(db: DatabaseExecutor, principal: AgentPrincipal): Promise<LimitAmounts> {
  const [subscription] = await db.select().from(svcSubscriptions).where(eq(svcSubscriptions.id, principal.organization.subscriptionId));
  return {
    tokensAmountPerMonth: subscription?.tokensAmountPerMonth ?? 0,
    smsAmountPerMonth: subscription?.smsAmountPerMonth ?? 0,
    emailsAmountPerMonth: subscription?.emailsAmountPerMonth ?? 0,
    secondsAmountPerMonth: subscription?.secondsAmountPerMonth ?? 0,
  };
}

/**
 * Refuses amounts above the subscription's quotas, each on its field: a limit narrows what the
 * subscription allows and can never widen it.
 */
export async function refuseAboveSubscription(db: DatabaseExecutor, principal: AgentPrincipal, amounts: Partial<LimitAmounts>) {
  const quotas = await organizationDefaultLimits(db, principal);
  const problems = limitFields.flatMap((field) => {
    const value = amounts[field];
    return value !== undefined && value > quotas[field] ? [{ field: `body.${field}`, message: `At most ${quotas[field]}, the subscription's ${field}.` }] : [];
  });
  if (problems.length > 0) throw badRequest("A limit may not be above the subscription's quota.", problems);
}

export async function ownLimits(db: DatabaseExecutor, ownerType: LimitOwner, ownerId: string) {
  const [row] = await db
    .select()
    .from(svcLimits)
    .where(and(eq(svcLimits.ownerType, ownerType), eq(svcLimits.ownerId, ownerId)));
  return row;
}

export function limitAmounts(row: typeof svcLimits.$inferSelect): LimitAmounts {
  return Object.fromEntries(limitFields.map((field) => [field, row[field]])) as LimitAmounts;
}

export async function createLimits(db: DatabaseExecutor, ownerType: LimitOwner, ownerId: string, amounts: LimitAmounts) {
  const [row] = await db
    .insert(svcLimits)
    .values({ ownerType, ownerId, ...amounts })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function updateLimits(db: DatabaseExecutor, ownerType: LimitOwner, ownerId: string, amounts: Partial<LimitAmounts>) {
  const [row] = await db
    .update(svcLimits)
    .set({ ...amounts, updatedAt: new Date() })
    .where(and(eq(svcLimits.ownerType, ownerType), eq(svcLimits.ownerId, ownerId)))
    .returning();
  return row;
}

export async function deleteLimits(db: DatabaseExecutor, ownerType: LimitOwner, ownerId: string): Promise<boolean> {
  const removed = await db
    .delete(svcLimits)
    .where(and(eq(svcLimits.ownerType, ownerType), eq(svcLimits.ownerId, ownerId)))
    .returning({ id: svcLimits.id });
  return removed.length > 0;
}
