import "server-only";

import { createOrganization } from "@/lib/agent-api/contract/super-admin";
import type { Database } from "@/lib/db";
import type { OnboardedOrganization, OnboardOrganizationBody } from "@/lib/schemas/console/admin";

import type { SessionUser } from "../auth/session";
import { connectOrganization } from "../organizations-connect";
import { ConsoleRouteError } from "../route-error";
import { callUpstream } from "../upstream";
import { inviteOnboardedUsers } from "./onboarding-invitations";
import { toCreateOrganizationBody } from "./onboarding-body";
import { onboardingRecordFrom, type OnboardingRecord } from "./onboarding-record";
import { asSuperAdmin, listRegionSubscriptions } from "./subscriptions";

const trialEndDate = "A trial subscription has no end date. Leave the end date empty.";

/**
 * Onboards an organization: the API creates it with the region's super-admin key; the console then
 * lists it and, when the answer carries its organization key, keeps the key in the vault so the
 * organization can be managed at once; the invited users get console invitations. Returns what was
 * done, and the record the audit entry keeps.
 */
export async function onboardOrganization(
  db: Database,
  input: { body: OnboardOrganizationBody; user: SessionUser; origin: string },
): Promise<{ result: OnboardedOrganization; record: OnboardingRecord; organizationId: string }> {
  const { body, user } = input;
  const subscriptions = await listRegionSubscriptions(db, { region: body.region });
  const chosen = subscriptions.find((subscription) => subscription.id === body.subscriptionId);
  if (chosen?.isTrial && body.endedAt) throw new ConsoleRouteError(400, "INVALID_INPUT", trialEndDate, { endedAt: trialEndDate });

  const createBody = toCreateOrganizationBody(body, chosen);
  const created = await asSuperAdmin(body.region, (caller) => callUpstream(db, caller, createOrganization, { body: createBody }));
  const key = created.organizationApiKey ?? null;

  const organization = await db
    .transaction((tx) => connectOrganization(tx, { name: created.name, region: body.region, upstreamId: created.id, key, createdBy: user.id }))
    .catch((error: unknown) => {
      console.error(`onboarding: organization ${created.id} was created in the AI Agent API but could not be recorded`, error);
      throw new ConsoleRouteError(
        500,
        "NOT_RECORDED",
        `The organization was created in the AI Agent API (id ${created.id}) but the console could not record it. Connect it with its key under Settings → Keys.`,
      );
    });
  const invited = await inviteOnboardedUsers(db, { users: body.users, organizationId: organization.id, createdBy: user.id, origin: input.origin });

  return {
    organizationId: organization.id,
    record: onboardingRecordFrom(created, createBody.endedAt),
    result: {
      organization: { id: organization.id, name: organization.name, region: body.region, status: created.status },
      subscriptionTitle: created.subscription.title,
      isKeyStored: Boolean(key),
      ...invited,
    },
  };
}
