import "server-only";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { getServerSession } from "next-auth";
import { cache } from "react";

import { getDb } from "@/lib/db";

import { safeCallbackPath } from "./login-schema";
import { authOptions } from "./options";
import { findSessionHolder } from "./session-holder";
import { writeAudit } from "../audit/audit";
import { clientAddress } from "../route/request-ip";
import { requestIdHeader, requestPathHeader } from "../shell/request-path";
import type { ConsoleRole } from "../users/roles";
import type { ConsoleUser } from "../users/users";

export type SessionUser = Pick<ConsoleUser, "id" | "email" | "name" | "role">;

/**
 * The signed-in user, checked against the database on every request: a session that was signed out, whose
 * version is behind the user's (logout everywhere, role change, disable) or whose user is disabled counts as none.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(authOptions());
  if (!session?.user?.id) return null;
  const holder = await findSessionHolder(await getDb(), session.user.id, session.sid);
  if (!holder || holder.isEnded || holder.user.status !== "active" || holder.user.sessionVersion !== session.sv) return null;
  const { user } = holder;
  return { id: user.id, email: user.email, name: user.name, role: user.role };
});

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
