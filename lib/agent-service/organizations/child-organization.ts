import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";

import type { Database } from "@/lib/db";
import { svcSubscriptions, type CreatedBy } from "@/lib/db/schema";
import { isUuid } from "@/lib/http/is-uuid";
import type { createOrganizationBody } from "@/lib/schemas/agent-api/organizations";

import type { OrganizationPrincipal } from "../auth";
import { notFound } from "../errors";
import { createOrganizationWithKey, type SubscriptionRow } from "./create-organization";

/** Who the API names as the creator of what an organization key creates: the key itself. */
export function organizationKeyCreator(principal: OrganizationPrincipal): CreatedBy {
  return { id: principal.keyId, email: "organization-api-key@agent-service.local", firstName: principal.organization.name, lastName: "API key" };
}

/**
 * The subscription of a child organization: the parent's own when none is named. A named one must be
 * the parent's or a public, active one; any other (a private plan, say) is not found, as an organization
 * key may not put organizations on plans it cannot see.
 */
async function childSubscription(db: Database, parentSubscriptionId: string, subscriptionId: string | undefined): Promise<SubscriptionRow> {
  const wanted = subscriptionId ?? parentSubscriptionId;
  const [subscription] = isUuid(wanted) ? await db.select().from(svcSubscriptions).where(eq(svcSubscriptions.id, wanted)) : [];
  const isVisible = subscription && (subscription.id === parentSubscriptionId || (subscription.visibility === "public" && subscription.status === "active"));
  if (!isVisible) throw notFound("Subscription", wanted);
  return subscription;
}

/**
 * Creates an organization under the calling one, in its region: the same body and answer as the
 * super-admin creation, with `parentOrganizationId` set.
 */
export async function createChildOrganization(db: Database, principal: OrganizationPrincipal, body: z.output<typeof createOrganizationBody>) {
  const parent = principal.organization;
  const subscription = await childSubscription(db, parent.subscriptionId, body.subscriptionId);
  const { response } = await createOrganizationWithKey(db, {
    body,
    region: parent.region,
    subscription,
    createdBy: organizationKeyCreator(principal),
    parentOrganizationId: parent.id,
  });
  return { ...response, parentOrganizationId: parent.id };
}
