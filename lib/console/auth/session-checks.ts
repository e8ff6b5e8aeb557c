import "server-only";
import { sql } from "drizzle-orm";

import { listenForNotifications, type DatabaseExecutor } from "@/lib/db";

import { CheckedSessions, targetFromText, targetToText, type SessionCheckTarget } from "./checked-sessions";

/**
 * How long a valid session check is kept without asking the database again. Signing out, signing out everywhere, a
 * role change and disabling a user forget the checks at once on the instance that made the change and, by a
 * notification, on every other; should a notification be lost, the change is seen within this time anyway.
 */
export const sessionCheckLifetimeMs = 5_000;
const maxKeptChecks = 10_000;
const channel = "console_sessions";

type Holder = { checks: CheckedSessions<unknown>; isListening: boolean };
const holder = globalThis as typeof globalThis & { __switchboardSessionChecks?: Holder };

function state(): Holder {
  holder.__switchboardSessionChecks ??= { checks: new CheckedSessions(sessionCheckLifetimeMs, maxKeptChecks), isListening: false };
  return holder.__switchboardSessionChecks;
}

/** The process's kept session checks, listening (from the first call on) for the changes other instances announce. */
export function keptSessionChecks<T>(): CheckedSessions<T> {
  const current = state();
  if (!current.isListening) {
    current.isListening = true;
    listenForNotifications(channel, (text) => {
      const target = targetFromText(text);
      if (target) current.checks.forget(target);
    }).catch((error: unknown) => console.error("session checks: not listening for other instances' sign-outs", error));
  }
  return current.checks as CheckedSessions<T>;
}

/** Ends the kept checks of a user's sessions, or of one session, here and on every instance. */
export async function forgetSessionChecks(db: DatabaseExecutor, target: SessionCheckTarget) {
  state().checks.forget(target);
  await db.execute(sql`select pg_notify(${channel}, ${targetToText(target)})`);
}
