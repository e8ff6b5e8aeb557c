import "server-only";

import type { DatabaseExecutor } from "@/lib/db";
import { svcApiKeys } from "@/lib/db/schema";
import type { Region } from "@/lib/regions";

import { generateKey, hashKey, keyFingerprint } from "./keys";

/** A new agent key's secret and what is stored of it (hash and fingerprint). */
export function newAgentKeySecret() {
  const apiKey = generateKey("agent");
  return { apiKey, stored: { keyHash: hashKey(apiKey), ...keyFingerprint(apiKey) } };
}

/** Issues an Agent-Secret-Key; the secret is returned here only. */
export async function issueAgentKey(
  db: DatabaseExecutor,
  agent: { id: string; organizationId: string },
  region: Region,
  details: { name: string; expiresAt?: Date | null },
) {
  const { apiKey, stored } = newAgentKeySecret();
  const [row] = await db
    .insert(svcApiKeys)
    .values({
      scope: "agent",
      region,
      organizationId: agent.organizationId,
      agentId: agent.id,
      name: details.name,
      expiresAt: details.expiresAt ?? null,
      ...stored,
    })
    .returning();
  return { apiKey, row: row! };
}
