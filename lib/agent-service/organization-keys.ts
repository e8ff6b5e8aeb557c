import "server-only";
import { and, eq } from "drizzle-orm";

import type { DatabaseExecutor } from "@/lib/db";
import { svcApiKeys } from "@/lib/db/schema";
import type { Region } from "@/lib/regions";

import { generateKey, hashKey, keyFingerprint } from "./keys";

/** Issues an Organization-Secret-Key; the secret is returned here and stored only as a hash. */
export async function issueOrganizationKey(db: DatabaseExecutor, organizationId: string, region: Region, name: string): Promise<string> {
  const key = generateKey("organization");
  await db.insert(svcApiKeys).values({
    scope: "organization",
    region,
    organizationId,
    name,
    keyHash: hashKey(key),
    ...keyFingerprint(key),
  });
  return key;
}

/** The organization an Organization-Secret-Key belongs to, revoked or not; undefined for a key the service never issued. */
export async function organizationOfKey(db: DatabaseExecutor, key: string): Promise<string | undefined> {
  const [row] = await db
    .select({ organizationId: svcApiKeys.organizationId })
    .from(svcApiKeys)
    .where(and(eq(svcApiKeys.keyHash, hashKey(key)), eq(svcApiKeys.scope, "organization")));
  return row?.organizationId ?? undefined;
}
