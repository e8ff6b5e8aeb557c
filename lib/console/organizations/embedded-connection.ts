import "server-only";
import { eq, isNull } from "drizzle-orm";

import { issueAgentKey } from "@/lib/agent-service/agent-keys";
import { issueOrganizationKey, organizationOfKey } from "@/lib/agent-service/organization-keys";
import type { Database } from "@/lib/db";
import { consoleOrganizations, svcAgents, svcOrganizations } from "@/lib/db/schema";
import type { ServerEnv } from "@/lib/env";
import { regions } from "@/lib/regions";

import { readKey, storeKey } from "../vault";

const keyLabel = "Switchboard console";

/**
 * Organizations connected by their key carry no service id; the key in the vault tells which service
 * organization each is, so it is not taken for a new one.
 */
async function recordServiceIdsOfConnectedOrganizations(db: Database) {
  const unmatched = await db.select().from(consoleOrganizations).where(isNull(consoleOrganizations.upstreamId));
  for (const organization of unmatched) {
    const stored = await readKey(db, { scope: "organization", region: organization.region, organizationId: organization.id }).catch(() => undefined);
    const upstreamId = stored && (await organizationOfKey(db, stored.key));
    if (upstreamId) await db.update(consoleOrganizations).set({ upstreamId }).where(eq(consoleOrganizations.id, organization.id));
  }
}

/**
 * With the embedded service, the console needs no setup: it holds the super-admin key of each region,
 * and every service organization it does not know yet (the demo one on a fresh machine), by id or by the
 * key it was connected with, is connected with freshly issued organization and agent keys. Keys are
 * issued in-process: the embedded service is part of this app.
 */
export async function connectEmbeddedService(db: Database, env: Pick<ServerEnv, "secrets">) {
  for (const region of regions) {
    const owner = { scope: "super_admin" as const, region };
    const current = await readKey(db, owner).catch(() => undefined);
    if (current?.key !== env.secrets.superAdminKeys[region]) {
      await storeKey(db, owner, env.secrets.superAdminKeys[region], { label: `Super-admin key (${region.toUpperCase()})` });
    }
  }

  await recordServiceIdsOfConnectedOrganizations(db);
  const [known, serviceOrganizations] = await Promise.all([
    db.select({ upstreamId: consoleOrganizations.upstreamId }).from(consoleOrganizations),
    db.select().from(svcOrganizations),
  ]);
  const knownIds = new Set(known.map((row) => row.upstreamId));
  for (const organization of serviceOrganizations.filter((candidate) => !knownIds.has(candidate.id))) {
    await db.transaction(async (tx) => {
      const [connected] = await tx
        .insert(consoleOrganizations)
        .values({ name: organization.name, region: organization.region, upstreamId: organization.id })
        .returning();
      const owner = { region: organization.region, organizationId: connected!.id };
      await storeKey(tx, { ...owner, scope: "organization" }, await issueOrganizationKey(tx, organization.id, organization.region, keyLabel), {
        label: keyLabel,
      });
      const agents = await tx.select().from(svcAgents).where(eq(svcAgents.organizationId, organization.id));
      for (const agent of agents) {
        const { apiKey } = await issueAgentKey(tx, agent, organization.region, { name: keyLabel });
        await storeKey(tx, { ...owner, scope: "agent", agentId: agent.id }, apiKey, { label: `${agent.name} — ${keyLabel}` });
      }
    });
  }
}
