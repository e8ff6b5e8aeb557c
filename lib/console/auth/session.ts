import "server-only";
import { getServerSession } from "next-auth";
import { headers } from "next/headers";
import { forbidden, redirect } from "next/navigation";
import { cache } from "react";

import { getDb } from "@/lib/db";

import { requestPathHeader } from "../request-path";
import type { ConsoleRole } from "../roles";
import { findUserById, type ConsoleUser } from "../users";
import { safeCallbackPath } from "./login-schema";
import { authOptions } from "./options";

export type SessionUser = Pick<ConsoleUser, "id" | "email" | "name" | "role">;

/**
 * The signed-in user, checked against the database on every request: a session whose version
 * is behind the user's (logout everywhere, role change, disable) or whose user is disabled counts as none.
 */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const session = await getServerSession(authOptions());
  if (!session?.user?.id) return null;
  const user = await findUserById(await getDb(), session.user.id);
  if (!user || user.status !== "active" || user.sessionVersion !== session.sv) return null;
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
  if (roles && !roles.includes(user.role)) forbidden();
  return user;
}
