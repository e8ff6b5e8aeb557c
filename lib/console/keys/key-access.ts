import "server-only";

import { isUuid } from "@/lib/http/is-uuid";

import type { SessionUser } from "../auth/session";
import { listOrganizationsFor } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { findKeyInfo, listKeys, type VaultKeyInfo } from "../vault";

/** The keys a user may see: all for a super-admin; an organization admin's organizations' keys, never super-admin keys. */
export async function keysVisibleTo(user: SessionUser, db: Parameters<typeof listKeys>[0]): Promise<VaultKeyInfo[]> {
  const keys = await listKeys(db);
  if (user.role === "superadmin") return keys;
  const organizations = new Set((await listOrganizationsFor(user)).map((organization) => organization.id));
  return keys.filter((key) => key.organizationId !== null && organizations.has(key.organizationId));
}

export async function findVisibleKey(user: SessionUser, db: Parameters<typeof listKeys>[0], keyId: string): Promise<VaultKeyInfo> {
  const key = isUuid(keyId) ? await findKeyInfo(db, keyId) : undefined;
  const visible = key && (await keysVisibleTo(user, db)).some((candidate) => candidate.id === key.id);
  if (!key || !visible) throw new ConsoleRouteError(404, "NOT_FOUND", "That key is not available to you.");
  return key;
}
