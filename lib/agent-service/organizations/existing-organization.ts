import "server-only";
import { and, eq, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcOrganizations } from "@/lib/db/schema";
import type { Region } from "@/lib/regions";

import { badRequest } from "../errors";

/** The first key of the advisory lock that makes two creations of one organization take turns. */
const organizationCreationLockSpace = 7_310_421;

/** What the API answers when the organization being created is one the region already has. */
export const organizationExistsMessage = "Organization already exists.";

/**
 * Refuses an organization the region already has. An organization is identified by what its creation
 * request requires of it: its name (trimmed, whatever its case) and its license key. Another license
 * key under the same name, or the same key under another name, is another organization. Called inside
 * the creating transaction: the lock holds a second creation of the same record until the first one
 * has committed, so two at once cannot both pass.
 */
export async function refuseExistingOrganization(tx: DatabaseExecutor, region: Region, organization: { name: string; licenseKey: string }) {
  const name = organization.name.trim();
  const licenseKey = organization.licenseKey.trim();
  const lockKey = `${region}:${name}:${licenseKey}`.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(${organizationCreationLockSpace}, hashtext(${lockKey}))`);
  const [existing] = await tx
    .select({ name: svcOrganizations.name })
    .from(svcOrganizations)
    .where(
      and(
        eq(svcOrganizations.region, region),
        sql`lower(trim(${svcOrganizations.name})) = lower(${name})`,
        sql`lower(trim(${svcOrganizations.licenseKey})) = lower(${licenseKey})`,
      ),
    )
    .limit(1);
  if (!existing) return;
  throw badRequest(organizationExistsMessage, [
    { field: "name", message: `An organization named ${existing.name} with this license key already exists.` },
    { field: "licenseKey", message: `This license key already belongs to ${existing.name}.` },
  ]);
}
