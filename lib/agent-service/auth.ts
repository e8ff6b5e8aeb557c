import "server-only";
import { and, eq, sql } from "drizzle-orm";

import { keyHeaders, type KeyScope, type RateClass } from "@/lib/agent-api/contract/operation";
import type { Database } from "@/lib/db";
import { preparedStatement } from "@/lib/db/prepared";
import { svcAgents, svcApiKeys, svcOrganizations, svcRateLimits } from "@/lib/db/schema";
import type { Region } from "@/lib/regions";

import { forbidden } from "./errors";
import { closedOrganizationStatuses, isKeyUsable, isOrganizationOpen } from "./key-usability";
import { keysMatch, hashKey } from "./keys";
import { countRequest, refuseOverLimit } from "./rate-limit";
import { windowStart } from "./rate-limit-policy";

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

const placeholder = sql.placeholder;

/**
 * The key, its agent and its organization; when `isCounted`, the request counted in the organization's rate
 * window in the same statement, only for a key that is accepted. Built and prepared once per database.
 */
function keyStatement(db: Database, isCounted: boolean) {
  return preparedStatement(db, isCounted ? "service_key_counted" : "service_key", () => {
    const organizationOfKey = sql`coalesce(${svcAgents.organizationId}, ${svcApiKeys.organizationId})`;
    const counted = db.$with("counted", { count: sql<number>`count` }).as(
      sql`insert into ${svcRateLimits} (organization_id, rate_class, window_start, count)
          select ${svcOrganizations.id}, ${placeholder("rateClass")}, ${placeholder("windowStart")}::timestamptz, 1
            from ${svcApiKeys}
            left join ${svcAgents} on ${svcAgents.id} = ${svcApiKeys.agentId}
            join ${svcOrganizations} on ${svcOrganizations.id} = ${organizationOfKey}
           where ${svcApiKeys.keyHash} = ${placeholder("keyHash")} and ${svcApiKeys.scope} = ${placeholder("scope")}
             and ${svcApiKeys.region} = ${placeholder("region")}
             and ${svcApiKeys.revokedAt} is null
             and (${svcApiKeys.expiresAt} is null or ${svcApiKeys.expiresAt} > ${placeholder("now")}::timestamptz)
             and (${svcApiKeys.agentId} is null or ${svcAgents.id} is not null)
             and ${svcOrganizations.status} not in (${sql.join(
               closedOrganizationStatuses.map((status) => sql`${status}`),
               sql`, `,
             )})
          on conflict (organization_id, rate_class, window_start) do update set count = ${svcRateLimits}.count + 1
          returning count`,
    );
    return (isCounted ? db.with(counted) : db)
      .select({
        key: svcApiKeys,
        agent: svcAgents,
        organization: svcOrganizations,
        count: isCounted ? sql<number | null>`(select count from ${counted})` : sql<null>`null`,
      })
      .from(svcApiKeys)
      .leftJoin(svcAgents, eq(svcAgents.id, svcApiKeys.agentId))
      .leftJoin(svcOrganizations, eq(svcOrganizations.id, organizationOfKey))
      .where(and(eq(svcApiKeys.keyHash, placeholder("keyHash")), eq(svcApiKeys.scope, placeholder("scope"))))
      .prepare(isCounted ? "service_key_counted" : "service_key");
  });
}

/**
 * Resolves the caller from the header its scope requires and, for a key of an organization or of its agent,
 * counts the request in the organization's rate window (`rateClass`), in one statement: the key, its agent
 * and its organization are read, and the count is taken only when the key is accepted. Any miss — no key, an
 * unknown, revoked or expired key, a key of another scope (so, in the wrong header) or of the other region,
 * a blocked or archived organization — is the same 403; past the organization's limit, a 429.
 */
export async function authenticate(
  db: Database,
  scope: KeyScope,
  headers: Headers,
  region: Region,
  { rateClass, now = new Date() }: { rateClass?: RateClass; now?: Date } = {},
): Promise<Principal> {
  const key = presentedKey(scope, headers);
  if (!key || key.length > 512) throw forbidden();
  const keyHash = hashKey(key);
  const stored = storedScope[scope];
  const isCounted = stored !== "super_admin" && rateClass !== undefined;
  const [row] = await keyStatement(db, isCounted).execute({
    keyHash,
    scope: stored,
    region,
    now: now.toISOString(),
    rateClass: rateClass ?? "system",
    windowStart: windowStart(now).toISOString(),
  });
  if (!row || !keysMatch(row.key.keyHash, key) || !isKeyUsable(row.key, region, now)) throw forbidden();
  const { key: keyRow, agent, organization } = row;
  if (!keyRow.lastUsedAt || now.getTime() - keyRow.lastUsedAt.getTime() > lastUsedPrecisionMs) {
    await db.update(svcApiKeys).set({ lastUsedAt: now }).where(eq(svcApiKeys.id, keyRow.id));
  }
  if (keyRow.scope === "super_admin") return { kind: "superAdmin", keyId: keyRow.id };
  if (!organization || !isOrganizationOpen(organization) || (keyRow.scope === "agent" && !agent)) throw forbidden();
  if (isCounted) {
    // Counted by the statement above; only if the key's state changed between its two readings is it counted apart.
    if (row.count === null) await countRequest(db, organization.id, rateClass, now);
    else refuseOverLimit(Number(row.count), rateClass, now);
  }
  if (keyRow.scope === "organization") return { kind: "organization", keyId: keyRow.id, organization };
  return { kind: "agent", keyId: keyRow.id, agent: agent!, organization };
}
