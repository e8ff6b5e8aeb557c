import "server-only";
import { and, eq, lt, or } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { consoleOnboardingAttempts } from "@/lib/db/schema";
import { onboardedOrganization, type OnboardedOrganization } from "@/lib/schemas/console/admin";

import { replayableOnboarding } from "./onboarding-replay";
import type { SessionUser } from "../auth/session";
import { ConsoleRouteError } from "../route/route-error";

/** How long one try of the form holds its attempt: longer than any try takes, so only a crashed one is overtaken. */
const attemptLeaseMs = 5 * 60_000;

const outcomeUnknown =
  "An earlier try of this form may have created the organization already: the AI Agent API did not answer it. Check with the organization's owner before creating it again, or confirm that you want to create it again anyway.";

/**
 * Holds a creation attempt for this try of the form: answers what an earlier try created, refuses while
 * another try is under way, and refuses a try after an outcome nobody heard unless it is confirmed.
 */
export async function holdOnboardingAttempt(
  db: Database,
  user: SessionUser,
  attempt: { attemptId: string; isRepeatConfirmed?: boolean },
): Promise<{ created: OnboardedOrganization } | { isRepeat: boolean }> {
  const now = new Date();
  const creatingUntil = new Date(now.getTime() + attemptLeaseMs);
  const [reserved] = await db
    .insert(consoleOnboardingAttempts)
    .values({ attemptId: attempt.attemptId, createdBy: user.id, state: "creating", creatingUntil })
    .onConflictDoNothing()
    .returning();
  if (reserved) return { isRepeat: false };
  const [earlier] = await db.select().from(consoleOnboardingAttempts).where(eq(consoleOnboardingAttempts.attemptId, attempt.attemptId));
  // A try that failed before creating anything let go of the attempt in between: hold it afresh.
  if (!earlier) return holdOnboardingAttempt(db, user, attempt);
  if (earlier.createdBy !== user.id)
    throw new ConsoleRouteError(409, "ATTEMPT_ID_IN_USE", "This form was sent by someone else. Reload the page and fill it in again.");
  const created = onboardedOrganization.safeParse(earlier.result);
  if (earlier.state === "done" && created.success) return { created: created.data };
  const isUnderWay = earlier.state === "creating" && earlier.creatingUntil !== null && earlier.creatingUntil > now;
  if (isUnderWay)
    throw new ConsoleRouteError(
      409,
      "ONBOARDING_IN_PROGRESS",
      "This organization is still being created. Wait a moment, then look for it in the tenant table.",
    );
  if (!attempt.isRepeatConfirmed) throw new ConsoleRouteError(409, "ONBOARDING_OUTCOME_UNKNOWN", outcomeUnknown);
  const [held] = await db
    .update(consoleOnboardingAttempts)
    .set({ state: "creating", creatingUntil })
    .where(
      and(
        eq(consoleOnboardingAttempts.attemptId, attempt.attemptId),
        or(
          eq(consoleOnboardingAttempts.state, "unknown"),
          and(eq(consoleOnboardingAttempts.state, "creating"), lt(consoleOnboardingAttempts.creatingUntil, now)),
        ),
      ),
    )
    .returning();
  if (!held)
    throw new ConsoleRouteError(
      409,
      "ONBOARDING_IN_PROGRESS",
      "This organization is still being created. Wait a moment, then look for it in the tenant table.",
    );
  return { isRepeat: true };
}

/** Keeps what the attempt created (but not its one-time links), so any later try of the same form answers it again. */
export async function finishOnboardingAttempt(db: Database, attemptId: string, created: OnboardedOrganization) {
  await db
    .update(consoleOnboardingAttempts)
    .set({ state: "done", creatingUntil: null, result: replayableOnboarding(created) })
    .where(eq(consoleOnboardingAttempts.attemptId, attemptId));
}

/**
 * Lets go of a failed attempt: forgotten when nothing was created (the form may simply be sent again),
 * kept as unknown when the organization may exist.
 */
export async function failOnboardingAttempt(db: Database, attemptId: string, mayBeCreated: boolean) {
  const where = eq(consoleOnboardingAttempts.attemptId, attemptId);
  if (mayBeCreated) await db.update(consoleOnboardingAttempts).set({ state: "unknown", creatingUntil: null }).where(where);
  else await db.delete(consoleOnboardingAttempts).where(and(where, eq(consoleOnboardingAttempts.state, "creating")));
}
