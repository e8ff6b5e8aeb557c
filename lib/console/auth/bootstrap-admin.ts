import "server-only";
import { randomBytes } from "node:crypto";

import { eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { consoleUsers } from "@/lib/db/schema";
import type { ServerEnv } from "@/lib/env";

import { createUser } from "../users/users";

export const defaultAdminEmail = "admin@localhost";

export type BootstrapResult = { created: true; email: string; generatedPassword?: string } | { created: false; email: string };

/**
 * Makes sure a super-admin exists. The first one comes from CONSOLE_ADMIN_EMAIL / CONSOLE_ADMIN_PASSWORD,
 * or is admin@localhost with a generated password that is shown once.
 */
export async function ensureFirstSuperadmin(db: Database, env: Pick<ServerEnv, "CONSOLE_ADMIN_EMAIL" | "CONSOLE_ADMIN_PASSWORD">): Promise<BootstrapResult> {
  const [existing] = await db.select({ email: consoleUsers.email }).from(consoleUsers).where(eq(consoleUsers.role, "superadmin")).limit(1);
  if (existing) return { created: false, email: existing.email };

  const email = env.CONSOLE_ADMIN_EMAIL ?? defaultAdminEmail;
  const generatedPassword = env.CONSOLE_ADMIN_PASSWORD ? undefined : randomBytes(12).toString("base64url");
  const created = await createUser(db, {
    email,
    name: "Administrator",
    password: env.CONSOLE_ADMIN_PASSWORD ?? generatedPassword!,
    role: "superadmin",
  });
  // Another instance may have created it in the meantime; then its password is the one that counts.
  if (!created) return { created: false, email };
  return { created: true, email: created.email, generatedPassword };
}

export function describeBootstrap(result: BootstrapResult): string {
  if (result.created && result.generatedPassword) {
    return [
      "",
      "  A super-admin account was created for this console.",
      `    email:    ${result.email}`,
      `    password: ${result.generatedPassword}`,
      "  This password is shown only once: keep it somewhere safe.",
      "",
    ].join("\n");
  }
  if (result.created) return `  Super-admin ${result.email} created with the password from CONSOLE_ADMIN_PASSWORD.`;
  return `  Sign in as ${result.email} (the password was shown when the console first started).`;
}
