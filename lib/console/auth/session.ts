import "server-only";
import { cookies, headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";

import { getDb } from "@/lib/db";
import { serverEnv } from "@/lib/env";

import { safeCallbackPath } from "./login-schema";
import { hasSecureCookies } from "./options";
import { keptSessionChecks } from "./session-checks";
import { findSessionHolder } from "./session-holder";
import { decodeSessionToken, sessionCookieName, sessionTokenFrom, sessionTokenKey } from "./session-token";
import { writeAudit } from "../audit/audit";
import type { ConsoleOrganization } from "../organizations/organizations";
import { clientAddress } from "../route/request-ip";
import { requestIdHeader, requestPathHeader } from "../shell/request-path";
import type { ConsoleRole } from "../users/roles";
import type { ConsoleUser } from "../users/users";

export type SessionUser = Pick<ConsoleUser, "id" | "email" | "name" | "role">;

/** A request's cookies, as a route handler has them on its request. */
export type RequestCookies = { getAll(): Iterable<{ name: string; value: string }> };

/**
 * The claims of the request's session cookie (next-auth's token, read with the key derived once), or null. A route
 * handler gives its request's cookies; elsewhere they are read through Next.js.
 */
async function sessionClaims(requestCookies?: RequestCookies) {
  const token = sessionTokenFrom((requestCookies ?? (await cookies())).getAll(), sessionCookieName(hasSecureCookies()));
  return decodeSessionToken(token, sessionTokenKey(serverEnv().secrets.authSecret));
}

type CheckedSession = { user: SessionUser; organization?: ConsoleOrganization };

/**
 * The request's session checked against the database: a session that was signed out, whose version is behind the
 * user's (logout everywhere, role change, disable) or whose user is disabled counts as none. With an organization,
 * the same query also finds it when the user may open it. A valid check is kept for a few seconds
 * (`sessionCheckLifetimeMs`), and forgotten at once when the session or the user's sessions end.
 */
async function checkedSession(organizationId?: string, requestCookies?: RequestCookies): Promise<CheckedSession | null> {
  const session = await sessionClaims(requestCookies);
  if (typeof session?.uid !== "string" || !session.uid) return null;
  const key = { userId: session.uid, sessionId: session.sid, sessionVersion: session.sv, organizationId };
  const checks = keptSessionChecks<CheckedSession>();
  const kept = checks.get(key);
  if (kept) return kept;
  const holder = await findSessionHolder(await getDb(), session.uid, session.sid, { organizationId });
  if (!holder || holder.isEnded || holder.user.status !== "active" || holder.user.sessionVersion !== session.sv) return null;
  const { user } = holder;
  const checked = { user: { id: user.id, email: user.email, name: user.name, role: user.role }, organization: holder.organization };
  // A refused organization is asked again next time: the user may be given it meanwhile.
  if (!organizationId || checked.organization) checks.set(key, checked);
  return checked;
}

/** The signed-in user, checked against the database on every request (see `checkedSession`). */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => (await checkedSession())?.user ?? null);

/**
 * The signed-in user and the organization a request is under, in one round trip to the database: the
 * organization only when the user may open it (any for a super-admin, their memberships otherwise). The session
 * cookie is read from `requestCookies`, the route handler's request.
 */
export async function getSessionUserIn(
  organizationId: string | undefined,
  requestCookies: RequestCookies,
): Promise<{ user: SessionUser | null; organization?: ConsoleOrganization }> {
  return (await checkedSession(organizationId, requestCookies)) ?? { user: null };
}

/**
 * For pages: sends a visitor without a valid session to sign-in (to come back to the page they asked for),
 * and a user without the role to the 403 page.
 */
export async function requirePageUser(roles?: readonly ConsoleRole[]): Promise<SessionUser> {
  const user = await getSessionUser();
  if (!user) {
    const back = safeCallbackPath((await headers()).get(requestPathHeader));
    redirect(back === "/" ? "/login" : `/login?callbackUrl=${encodeURIComponent(back)}`);
  }
  if (roles && !roles.includes(user.role)) {
    await recordPageRefusal(user);
    forbidden();
  }
  return user;
}

/** A page refused for the user's role goes to the audit log once per request, however many parts of it checked. */
const recordPageRefusal = cache(async (user: SessionUser) => {
  const requestHeaders = await headers();
  const path = requestHeaders.get(requestPathHeader) ?? undefined;
  await writeAudit(await getDb(), {
    action: `GET ${path?.split("?")[0] ?? "page"}`,
    outcome: "denied",
    actor: user,
    ip: clientAddress(requestHeaders),
    requestId: requestHeaders.get(requestIdHeader) ?? undefined,
    target: path,
    details: { code: "FORBIDDEN" },
  });
});
