import "server-only";

import type { DatabaseExecutor } from "@/lib/db";
import { consoleOrganizations } from "@/lib/db/schema";
import type { Region } from "@/lib/regions";

import type { ConsoleOrganization } from "./organizations";
import { storeKey } from "../vault";

export type OrganizationToConnect = {
  name: string;
  region: Region;
  /** The organization's id in the AI Agent API, when known. */
  upstreamId?: string | null;
  /** Its organization key, kept in the vault; without one, the organization waits for its key to be connected. */
  key?: string | null;
  createdBy: string;
};

/**
 * Makes an organization of the AI Agent API one the console manages: listed for super-admins and, with
 * its organization key in the vault, ready to use. Run it inside a transaction so the two go together.
 */
export async function connectOrganization(db: DatabaseExecutor, input: OrganizationToConnect): Promise<ConsoleOrganization> {
  const [created] = await db
    .insert(consoleOrganizations)
    .values({ name: input.name, region: input.region, upstreamId: input.upstreamId ?? null })
    .returning();
  if (input.key) {
    await storeKey(db, { scope: "organization", region: input.region, organizationId: created!.id }, input.key, {
      label: `${input.name} organization key`,
      createdBy: input.createdBy,
    });
  }
  return created!;
}
