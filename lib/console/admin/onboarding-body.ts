import type { z } from "zod";

import type { createOrganizationBody } from "@/lib/schemas/agent-api/organizations";
import type { OnboardOrganizationBody } from "@/lib/schemas/console/admin";

import { endOfDayIso } from "./subscription-end";

/**
 * The API's creation body for an onboarding: the region stays with the console (it picks the key and
 * the base URL), and the end date, a calendar day, is sent as the end of that day, only for a plan that
 * is not a trial.
 */
export function toCreateOrganizationBody(
  body: OnboardOrganizationBody,
  subscription: { isTrial: boolean } | undefined,
): z.input<typeof createOrganizationBody> {
  const isEndDateSent = Boolean(body.endedAt) && subscription?.isTrial === false;
  return {
    name: body.name,
    users: body.users,
    licenseKey: body.licenseKey,
    subscriptionId: body.subscriptionId,
    ...(isEndDateSent ? { endedAt: endOfDayIso(body.endedAt!) } : {}),
  };
}
