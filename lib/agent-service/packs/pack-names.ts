import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcOrganizations, svcPacks } from "@/lib/db/schema";

import { badRequest } from "../errors";

/**
 * Refuses a pack name the organization already has (trimmed, whatever its case), for a new pack or
 * another pack than `exceptId`. It holds the organization's row until the transaction ends, so two
 * packs of one name cannot be made at once.
 */
export async function refuseTakenPackName(tx: DatabaseExecutor, organizationId: string, name: string, exceptId?: string) {
  await tx.select({ id: svcOrganizations.id }).from(svcOrganizations).where(eq(svcOrganizations.id, organizationId)).for("no key update");
  const [taken] = await tx
    .select({ name: svcPacks.name })
    .from(svcPacks)
    .where(
      and(
        eq(svcPacks.organizationId, organizationId),
        sql`lower(trim(${svcPacks.name})) = lower(${name.trim()})`,
        exceptId ? ne(svcPacks.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw badRequest("Pack already exists.", [{ field: "name", message: `The organization already has a pack named ${taken.name}.` }]);
}
