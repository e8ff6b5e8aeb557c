import "server-only";
import { and, eq } from "drizzle-orm";

import { keyHeaders, type KeyScope } from "@/lib/agent-api/contract/operation";
import type { Database } from "@/lib/db";
import { svcAgents, svcApiKeys, svcOrganizations } from "@/lib/db/schema";
import type { Region } from "@/lib/regions";

import { forbidden } from "./errors";
import { keysMatch, hashKey } from "./keys";

export type AgentRow = typeof svcAgents.$inferSelect;
export type OrganizationRow = typeof svcOrganizations.$inferSelect;

export type AgentPrincipal = { kind: "agent"; keyId: string; agent: AgentRow; organization: OrganizationRow };
export type OrganizationPrincipal = { kind: "organization"; keyId: string; organization: OrganizationRow };
export type SuperAdminPrincipal = { kind: "superAdmin"; keyId: string };
export type Principal = AgentPrincipal | OrganizationPrincipal | SuperAdminPrincipal;

export type PrincipalFor<S extends KeyScope> = S extends "agent" | "bearer"
  ? AgentPrincipal
  : S extends "organization"
    ? OrganizationPrincipal
    : SuperAdminPrincipal;

const storedScope = { agent: "agent", bearer: "agent", organization: "organization", superAdmin: "super_admin" } as const;

/** Only every so often is a key's last use written, so reads stay reads. */
const lastUsedPrecisionMs = 60_000;

function presentedKey(scope: KeyScope, headers: Headers): string | undefined {
  const value = headers.get(keyHeaders[scope])?.trim();
  if (!value) return undefined;
  if (scope !== "bearer") return value;
  const match = /^Bearer\s+(\S+)$/i.exec(value);
  return match?.[1];
}

/**
 * Resolves the caller from the header its scope requires. Any miss — no key, an unknown, revoked or
 * expired key, a key of another scope (so, in the wrong header) or of the other region — is the same 403.
 */
export async function authenticate(db: Database, scope: KeyScope, headers: Headers, region: Region, now = new Date()): Promise<Principal> {
  const key = presentedKey(scope, headers);
  if (!key || key.length > 512) throw forbidden();
  const [row] = await db
    .select()
    .from(svcApiKeys)
    .where(and(eq(svcApiKeys.keyHash, hashKey(key)), eq(svcApiKeys.scope, storedScope[scope])));
  if (!row || !keysMatch(row.keyHash, key) || row.region !== region || row.revokedAt || (row.expiresAt && row.expiresAt <= now)) {
    throw forbidden();
  }
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > lastUsedPrecisionMs) {
    await db.update(svcApiKeys).set({ lastUsedAt: now }).where(eq(svcApiKeys.id, row.id));
  }

  if (row.scope === "super_admin") return { kind: "superAdmin", keyId: row.id };
  if (row.scope === "organization") {
    const [organization] = await db.select().from(svcOrganizations).where(eq(svcOrganizations.id, row.organizationId!));
    if (!organization || organization.status === "blocked" || organization.status === "archived") throw forbidden();
    return { kind: "organization", keyId: row.id, organization };
  }
  const [found] = await db
    .select({ agent: svcAgents, organization: svcOrganizations })
    .from(svcAgents)
    .innerJoin(svcOrganizations, eq(svcAgents.organizationId, svcOrganizations.id))
    .where(eq(svcAgents.id, row.agentId!));
  if (!found || found.organization.status === "blocked" || found.organization.status === "archived") throw forbidden();
  return { kind: "agent", keyId: row.id, agent: found.agent, organization: found.organization };
}

export function organizationOf(principal: Principal): string | undefined {
  return principal.kind === "superAdmin" ? undefined : principal.organization.id;
}
