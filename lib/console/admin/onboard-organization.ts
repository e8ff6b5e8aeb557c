import "server-only";

import { createOrganization } from "@/lib/agent-api/contract/super-admin";
import { AgentApiError } from "@/lib/agent-api/errors";
import { mayHaveTakenEffect } from "@/lib/agent-api/retry-policy";
import type { Database } from "@/lib/db";
import type { OnboardedOrganization, OnboardOrganizationBody } from "@/lib/schemas/console/admin";

import { refuseListedOrganizationName } from "./existing-organization";
import { failOnboardingAttempt, finishOnboardingAttempt, holdOnboardingAttempt } from "./onboarding-attempts";
import { toCreateOrganizationBody } from "./onboarding-body";
import { inviteOnboardedUsers } from "./onboarding-invitations";
import { onboardingRecordFrom, type OnboardingRecord } from "./onboarding-record";
import { asSuperAdmin, listRegionSubscriptions } from "./subscriptions";
import type { SessionUser } from "../auth/session";
import { connectOrganization } from "../organizations/organizations-connect";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";

const trialEndDate = "A trial subscription has no end date. Leave the end date empty.";

/**
 * Onboards an organization: the API creates it with the region's super-admin key; the console then
 * lists it and, when the answer carries its organization key, keeps the key in the vault so the
 * organization can be managed at once; the invited users get console invitations. A name the console
 * already lists in the region is refused before the API is asked. Returns what was done, and the record
 * the audit entry keeps.
 */
export async function onboardOrganization(
  db: Database,
  input: { body: OnboardOrganizationBody; user: SessionUser; origin: string },
): Promise<{ result: OnboardedOrganization; record?: OnboardingRecord; organizationId: string }> {
  const { attemptId, isRepeatConfirmed } = input.body;
  if (!attemptId) return createAndRecord(db, input, { mayBeCreated: false });
  const held = await holdOnboardingAttempt(db, input.user, { attemptId, isRepeatConfirmed });
  if ("created" in held) return { result: held.created, organizationId: held.created.organization.id };
  const progress = { mayBeCreated: held.isRepeat };
  try {
    const onboarded = await createAndRecord(db, input, progress);
    await finishOnboardingAttempt(db, attemptId, onboarded.result);
    return onboarded;
  } catch (error) {
    await failOnboardingAttempt(db, attemptId, progress.mayBeCreated);
    throw error;
  }
}

/** Creates the organization upstream and records it; `progress` says, when it fails, whether the organization may exist. */
async function createAndRecord(
  db: Database,
  input: { body: OnboardOrganizationBody; user: SessionUser; origin: string },
  progress: { mayBeCreated: boolean },
): Promise<{ result: OnboardedOrganization; record: OnboardingRecord; organizationId: string }> {
  const { body, user } = input;
  await refuseListedOrganizationName(db, body.region, body.name);
  const subscriptions = await listRegionSubscriptions(db, { region: body.region });
  const chosen = subscriptions.find((subscription) => subscription.id === body.subscriptionId);
  if (chosen?.isTrial && body.endedAt) throw new ConsoleRouteError(400, "INVALID_INPUT", trialEndDate, { endedAt: trialEndDate });

  const createBody = toCreateOrganizationBody(body, chosen);
  const created = await asSuperAdmin(body.region, async (caller) => {
    try {
      return await callUpstream(db, caller, createOrganization, { body: createBody });
    } catch (error) {
      if (error instanceof AgentApiError && mayHaveTakenEffect(error)) progress.mayBeCreated = true;
      throw error;
    }
  });
  progress.mayBeCreated = true;
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
