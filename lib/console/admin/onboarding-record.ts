import { z } from "zod";

import { organizationStatuses } from "@/lib/schemas/agent-api/organizations";
import { adminOrganizationRow } from "@/lib/schemas/console/admin";

/** The audit action of an onboarding; its entry keeps what the API answered about the new organization. */
export const onboardingAction = "admin.organization.create";

/**
 * What the API says about an organization only once, when it is created (it has no operation to read an
 * organization back): its status, subscription and end date. The console keeps it with the audit entry
 * of the onboarding and shows it in the tenant table.
 */
export const onboardingRecord = z.object({
  upstreamId: z.string(),
  status: z.enum(organizationStatuses),
  subscription: adminOrganizationRow.shape.subscription.unwrap(),
  subscriptionEndsAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OnboardingRecord = z.infer<typeof onboardingRecord>;

type Created = {
  id: string;
  status: OnboardingRecord["status"];
  createdAt: string;
  subscription: OnboardingRecord["subscription"];
  /** Not in the API's answer; a deployment that adds it knows best. */
  subscriptionEndedAt?: unknown;
};

/** The record of a creation: the API's answer, and the end date sent when the answer does not repeat it. */
export function onboardingRecordFrom(created: Created, sentEndedAt: string | undefined): OnboardingRecord {
  const answered = typeof created.subscriptionEndedAt === "string" ? created.subscriptionEndedAt : undefined;
  const { id, title, isTrial, agentsAmount, usersWithAccessAmount } = created.subscription;
  return {
    upstreamId: created.id,
    status: created.status,
    subscription: { id, title, isTrial, agentsAmount, usersWithAccessAmount },
    subscriptionEndsAt: isTrial ? null : (answered ?? sentEndedAt ?? null),
    createdAt: created.createdAt,
  };
}
