import "server-only";
import { and, eq } from "drizzle-orm";

import type { Database } from "@/lib/db";
import { svcAgentRoles, svcApiKeys, svcSubscriptions } from "@/lib/db/schema";

import type { Region } from "./auth";
import { superAdminCreator } from "./handlers/super-admin";
import { hashKey, keyFingerprint } from "./keys";

const agentRoles = [
  { name: "Customer support", description: "Answers customers' questions and hands over to a person when needed." },
  { name: "Sales assistant", description: "Qualifies leads and answers questions about products and pricing." },
  { name: "Knowledge assistant", description: "Answers questions from the organization's documents." },
  { name: "IT helpdesk", description: "Helps employees with internal tools and access." },
];

const subscriptions = [
  {
    title: "Trial",
    description: "Fourteen days to try everything.",
    agentsAmount: 2,
    tokensAmountPerMonth: 200_000,
    secondsAmountPerMonth: 600,
    smsAmountPerMonth: 50,
    emailsAmountPerMonth: 100,
    usersWithAccessAmount: 3,
    status: "active" as const,
    visibility: "public" as const,
    isTrial: true,
    price: 0,
  },
  {
    title: "Starter",
    description: "For a team with a first agent in production.",
    agentsAmount: 5,
    tokensAmountPerMonth: 2_000_000,
    secondsAmountPerMonth: 6_000,
    smsAmountPerMonth: 1_000,
    emailsAmountPerMonth: 5_000,
    usersWithAccessAmount: 10,
    status: "active" as const,
    visibility: "public" as const,
    isTrial: false,
    price: 9_900,
  },
  {
    title: "Enterprise",
    description: "Negotiated plan with custom quotas.",
    agentsAmount: 100,
    tokensAmountPerMonth: 100_000_000,
    secondsAmountPerMonth: 500_000,
    smsAmountPerMonth: 50_000,
    emailsAmountPerMonth: 200_000,
    usersWithAccessAmount: 500,
    status: "active" as const,
    visibility: "private" as const,
    isTrial: false,
    price: 249_900,
  },
  {
    title: "Legacy Basic",
    description: "Retired plan; existing organizations keep it.",
    agentsAmount: 1,
    tokensAmountPerMonth: 500_000,
    secondsAmountPerMonth: 0,
    smsAmountPerMonth: 0,
    emailsAmountPerMonth: 500,
    usersWithAccessAmount: 2,
    status: "inactive" as const,
    visibility: "public" as const,
    isTrial: false,
    price: 2_900,
  },
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
