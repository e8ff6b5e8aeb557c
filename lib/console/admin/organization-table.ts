import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";

import { listPlatformUsers } from "@/lib/agent-api/contract/platform-users";
import type { Database } from "@/lib/db";
import { consoleAuditLog, consoleOrganizations } from "@/lib/db/schema";
import type { Region } from "@/lib/regions";
import type { AdminOrganizationRow, AdminSubscription } from "@/lib/schemas/console/admin";

import { callUpstream } from "../upstream/upstream";
import { readOrganizationUsage } from "../usage/organization-usage";
import { listKeys } from "../vault";
import { onboardingAction } from "./onboarding-record";
import { buildOrganizationRows, connectAction } from "./organization-rows";
import { listRegionSubscriptions } from "./subscriptions";

async function subscriptionsByRegion(db: Database, regions: Region[]) {
  const lists = await Promise.all(regions.map((region) => listRegionSubscriptions(db, { region }).catch(() => undefined)));
  return Object.fromEntries(regions.flatMap((region, index) => (lists[index] ? [[region, lists[index]]] : []))) as Partial<Record<Region, AdminSubscription[]>>;
}

/**
 * The tenant table. The API cannot list organizations nor read one back, so it lists the organizations
 * the console knows, each with what can be read for it: the record of its onboarding, the plan the API
 * reports it on (with its own key, as the usage page reads it) and its region's subscriptions, its
 * platform users (with its own key) and its agents (those the vault holds keys for).
 * A part that cannot be read is shown as unknown, never as an error for the whole table.
 */
export async function listAdminOrganizations(db: Database): Promise<AdminOrganizationRow[]> {
  const organizations = await db.select().from(consoleOrganizations).orderBy(asc(consoleOrganizations.name));
  if (organizations.length === 0) return [];
  const [entries, keys] = await Promise.all([
    db
      .select({
        organizationId: consoleAuditLog.organizationId,
        action: consoleAuditLog.action,
        actorEmail: consoleAuditLog.actorEmail,
        details: consoleAuditLog.details,
        createdAt: consoleAuditLog.createdAt,
      })
      .from(consoleAuditLog)
      .where(
        and(
          inArray(consoleAuditLog.action, [onboardingAction, connectAction]),
          eq(consoleAuditLog.outcome, "success"),
          inArray(
            consoleAuditLog.organizationId,
            organizations.map((organization) => organization.id),
          ),
        ),
      )
      .orderBy(asc(consoleAuditLog.id)),
    listKeys(db),
  ]);
  const regions = [...new Set(organizations.map((organization) => organization.region))];
  const withKey = organizations.filter((organization) => keys.some((key) => key.scope === "organization" && key.organizationId === organization.id));
  const [subscriptions, plans, counts] = await Promise.all([
    subscriptionsByRegion(db, regions),
    Promise.all(
      withKey.map((organization) =>
        readOrganizationUsage(db, organization)
          .then((usage) => [organization.id, usage.subscription] as const)
          .catch(() => undefined),
      ),
    ),
    Promise.all(
      withKey.map((organization) =>
        callUpstream(db, { as: "organization", organization }, listPlatformUsers, {})
          .then((users) => [organization.id, users.length] as const)
          .catch(() => undefined),
      ),
    ),
  ]);
  return buildOrganizationRows({
    organizations,
    entries,
    keys,
    subscriptions,
    userCounts: new Map(counts.filter((count) => count !== undefined)),
    plans: new Map(plans.filter((plan) => plan !== undefined)),
  });
}
