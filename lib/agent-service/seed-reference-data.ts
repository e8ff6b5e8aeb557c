import "server-only";
import { and, eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcAgentRoles, svcApiKeys, svcSubscriptions } from "@/lib/db/schema";
import type { Region } from "@/lib/regions";

import { superAdminCreator } from "./handlers/super-admin";
import { hashKey, keyFingerprint } from "./keys";
import { subscriptions } from "./reference-subscriptions.mjs";

const agentRoles = [
  { name: "Customer support", description: "Answers customers' questions and hands over to a person when needed." },
  { name: "Sales assistant", description: "Qualifies leads and answers questions about products and pricing." },
  { name: "Knowledge assistant", description: "Answers questions from the organization's documents." },
  { name: "IT helpdesk", description: "Helps employees with internal tools and access." },
];

async function ensureSuperAdminKey(db: Database, region: Region, key: string) {
  const keyHash = hashKey(key);
  const [existing] = await db
    .select({ id: svcApiKeys.id })
    .from(svcApiKeys)
    .where(and(eq(svcApiKeys.keyHash, keyHash), eq(svcApiKeys.scope, "super_admin")));
  if (existing) return;
  await db
    .insert(svcApiKeys)
    .values({ scope: "super_admin", region, name: `Super-admin key (${region.toUpperCase()})`, keyHash, ...keyFingerprint(key) })
    .onConflictDoNothing();
}

/** What every embedded service starts with: agent roles, subscriptions, and the super-admin key of each region. */
export async function seedReferenceData(db: Database, superAdminKeys: Record<Region, string>) {
  await db.insert(svcAgentRoles).values(agentRoles).onConflictDoNothing({ target: svcAgentRoles.name });
  const [anySubscription] = await db.select({ id: svcSubscriptions.id }).from(svcSubscriptions).limit(1);
  if (!anySubscription) {
    await db.insert(svcSubscriptions).values(subscriptions.map((subscription) => ({ ...subscription, createdBy: superAdminCreator })));
  }
  await ensureSuperAdminKey(db, "us", superAdminKeys.us);
  await ensureSuperAdminKey(db, "eu", superAdminKeys.eu);
}
