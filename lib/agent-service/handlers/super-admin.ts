import "server-only";
import { and, count, eq, type SQL } from "drizzle-orm";

import { createOrganization, listSubscriptions } from "@/lib/agent-api/contract/super-admin";
import type { Database } from "@/lib/db";
import { svcOrganizations, svcPlatformUsers, svcSubscriptions } from "@/lib/db/schema";

import { notFound } from "../errors";
import { implement } from "../implement";
import { presentOrganization, presentSubscription } from "../presenters";
import { issueOrganizationKey } from "../organization-keys";
import { isUuid } from "../records";

/** Who the API names as the creator of what a super-admin key creates. */
export const superAdminCreator = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "super-admin@agent-service.local",
  firstName: "Super",
  lastName: "Admin",
};

async function organizationCounts(db: Database) {
  const rows = await db
    .select({ subscriptionId: svcOrganizations.subscriptionId, total: count() })
    .from(svcOrganizations)
    .groupBy(svcOrganizations.subscriptionId);
  return new Map(rows.map((row) => [row.subscriptionId, row.total]));
}

async function findSubscription(db: Database, subscriptionId: string | undefined) {
  if (subscriptionId) {
    const [chosen] = isUuid(subscriptionId)
      ? await db.select().from(svcSubscriptions).where(eq(svcSubscriptions.id, subscriptionId))
      : [];
    if (!chosen) throw notFound("Subscription", subscriptionId);
    return chosen;
  }
  const [trial] = await db
    .select()
    .from(svcSubscriptions)
    .where(and(eq(svcSubscriptions.isTrial, true), eq(svcSubscriptions.status, "active")))
    .limit(1);
  if (!trial) throw notFound("Subscription");
  return trial;
}

export const superAdminHandlers = [
  implement(listSubscriptions, async ({ db, query }) => {
    const filters: SQL[] = [];
    if (query.visibility) filters.push(eq(svcSubscriptions.visibility, query.visibility));
    if (query.status) filters.push(eq(svcSubscriptions.status, query.status));
    const [rows, counts] = await Promise.all([
      db.select().from(svcSubscriptions).where(and(...filters)).orderBy(svcSubscriptions.price),
      organizationCounts(db),
    ]);
    return rows.map((row) => presentSubscription(row, counts.get(row.id) ?? 0));
  }),

  implement(createOrganization, async ({ db, body, region }) => {
    const subscription = await findSubscription(db, body.subscriptionId);
    const { organization, key } = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(svcOrganizations)
        .values({
          name: body.name,
          region,
          licenseKey: body.licenseKey,
          subscriptionId: subscription.id,
          subscriptionEndedAt: body.endedAt && !subscription.isTrial ? new Date(body.endedAt) : null,
          createdBy: superAdminCreator,
        })
        .returning();
      const invited = new Map(body.users.map((user) => [user.email.toLowerCase(), user.role]));
      if (invited.size > 0) {
        await tx
          .insert(svcPlatformUsers)
          .values([...invited].map(([email, role]) => ({ organizationId: created!.id, email, role, status: "invited" as const })));
      }
      const key = await issueOrganizationKey(tx, created!.id, region, "Initial key");
      return { organization: created!, key };
    });
    const counts = await organizationCounts(db);
    return {
      ...presentOrganization(organization, presentSubscription(subscription, counts.get(subscription.id) ?? 1)),
      subscriptionEndedAt: organization.subscriptionEndedAt?.toISOString() ?? null,
      region: organization.region,
      organizationApiKey: key,
    };
  }),
];
