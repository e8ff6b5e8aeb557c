import "server-only";
import { and, eq, sql } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleOrganizations } from "@/lib/db/schema";
import type { Region } from "@/lib/regions";

import { ConsoleRouteError } from "../route/route-error";

/**
 * Refuses to onboard an organization under a name the console already lists in that region (trimmed,
 * whatever its case): the organization switcher would show two the same, side by side. The console
 * asks this of its own list, as a deployment that creates the organization again would not refuse it.
 */
export async function refuseListedOrganizationName(db: DatabaseExecutor, region: Region, name: string) {
  const [listed] = await db
    .select({ name: consoleOrganizations.name })
    .from(consoleOrganizations)
    .where(and(eq(consoleOrganizations.region, region), sql`lower(trim(${consoleOrganizations.name})) = lower(${name.trim()})`))
    .limit(1);
  if (!listed) return;
  const message = `The ${region.toUpperCase()} region already has an organization named ${listed.name}. Choose another name.`;
  throw new ConsoleRouteError(400, "ORGANIZATION_EXISTS", message, { name: message });
}
