import "server-only";
import { count } from "drizzle-orm";
import type { z } from "zod";

import { createChildOrganization } from "@/lib/agent-api/contract/organization-users";
import { createOrganization } from "@/lib/agent-api/contract/super-admin";
import type { Database } from "@/lib/db";
import { svcOrganizations, svcPlatformUsers, svcSubscriptions, type CreatedBy } from "@/lib/db/schema";
import type { Region } from "@/lib/regions";
import type { createOrganizationBody, organizationResponse } from "@/lib/schemas/agent-api/organizations";

import { enforceSubscriptionCount } from "../limit-enforcement";
import { issueOrganizationKey } from "../organization-keys";
import { presentOrganization, presentSubscription } from "../presenters";
import { refuseExistingOrganization } from "./existing-organization";

export type SubscriptionRow = typeof svcSubscriptions.$inferSelect;

/** How many organizations each subscription has. */
export async function organizationCounts(db: Database) {
  const rows = await db
    .select({ subscriptionId: svcOrganizations.subscriptionId, total: count() })
    .from(svcOrganizations)
    .groupBy(svcOrganizations.subscriptionId);
  return new Map(rows.map((row) => [row.subscriptionId, row.total]));
}

export type NewOrganization = {
  body: z.output<typeof createOrganizationBody>;
  region: Region;
  subscription: SubscriptionRow;
  createdBy: CreatedBy;
  /** Set for a child organization: the organization that created it. */
  parentOrganizationId?: string;
};

/**
 * Creates an organization with its invited platform users and its first Organization-Secret-Key, in
 * one transaction, and answers it as the API shows a new organization (the key included, this once).
 * The subscription's end date is kept only for a subscription that is not a trial. An organization the
 * region already has (the same name and license key) is refused with a 400.
 */
export async function createOrganizationWithKey(db: Database, input: NewOrganization) {
  const { body, region, subscription } = input;
  await enforceSubscriptionCount(db, subscription, {
    field: "usersWithAccessAmount",
    adding: new Set(body.users.map((user) => user.email.toLowerCase())).size,
    operationId: input.parentOrganizationId ? createChildOrganization.id : createOrganization.id,
  });
  const { organization, key } = await db.transaction(async (tx) => {
    await refuseExistingOrganization(tx, region, body);
    const [created] = await tx
      .insert(svcOrganizations)
      .values({
        name: body.name,
        region,
        licenseKey: body.licenseKey,
        subscriptionId: subscription.id,
        subscriptionEndedAt: body.endedAt && !subscription.isTrial ? new Date(body.endedAt) : null,
        parentOrganizationId: input.parentOrganizationId ?? null,
        createdBy: input.createdBy,
      })
      .returning();
    const invited = new Map(body.users.map((user) => [user.email.toLowerCase(), user.role]));
    if (invited.size > 0) {
      await tx.insert(svcPlatformUsers).values([...invited].map(([email, role]) => ({ organizationId: created!.id, email, role, status: "invited" as const })));
    }
    const key = await issueOrganizationKey(tx, created!.id, region, "Initial key");
    return { organization: created!, key };
  });
  const counts = await organizationCounts(db);
  const response: z.input<typeof organizationResponse> & { subscriptionEndedAt: string | null; region: Region } = {
    ...presentOrganization(organization, presentSubscription(subscription, counts.get(subscription.id) ?? 1)),
    subscriptionEndedAt: organization.subscriptionEndedAt?.toISOString() ?? null,
    region: organization.region,
    organizationApiKey: key,
  };
  return { organization, response };
}
