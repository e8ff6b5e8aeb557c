import "server-only";
import { and, eq, type SQL } from "drizzle-orm";

import { createOrganization, listSubscriptions } from "@/lib/agent-api/contract/super-admin";
import type { Database } from "@/lib/db";
import { svcSubscriptions } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";

import { notFound } from "../errors";
import { implement } from "../implement";
import { createOrganizationWithKey, organizationCounts } from "../organizations/create-organization";
import { presentSubscription } from "../presenters";

/** Who the API names as the creator of what a super-admin key creates. */
export const superAdminCreator = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "super-admin@agent-service.local",
  firstName: "Super",
  lastName: "Admin",
};

async function findSubscription(db: Database, subscriptionId: string | undefined) {
  if (subscriptionId) {
    const [chosen] = isUuid(subscriptionId) ? await db.select().from(svcSubscriptions).where(eq(svcSubscriptions.id, subscriptionId)) : [];
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
      db
        .select()
        .from(svcSubscriptions)
        .where(and(...filters))
        .orderBy(svcSubscriptions.price),
      organizationCounts(db),
    ]);
    return rows.map((row) => presentSubscription(row, counts.get(row.id) ?? 0));
  }),

  implement(createOrganization, async ({ db, body, region }) => {
    const subscription = await findSubscription(db, body.subscriptionId);
    const { response } = await createOrganizationWithKey(db, { body, region, subscription, createdBy: superAdminCreator });
    return response;
  }),
];
