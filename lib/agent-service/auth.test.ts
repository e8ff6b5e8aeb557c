import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type OpenDatabase } from "@/lib/db/open";
import { svcAgents, svcApiKeys, svcOrganizations, svcRateLimits } from "@/lib/db/schema";

import { issueAgentKey } from "./agent-keys";
import { authenticate } from "./auth";
import { issueOrganizationKey } from "./organization-keys";
import { rateLimits } from "./rate-limit-policy";
import { seedReferenceData } from "./seed-reference-data";
import { insertOrganizationWithAgent, refusalOf } from "./test-fixtures";

const superAdminKeys = { us: "sa_auth_test_us_0123456789abcdef", eu: "sa_auth_test_eu_0123456789abcdef" };
let database: OpenDatabase;
beforeAll(async () => {
  database = openDatabase({ driver: "pglite" });
  await database.migrate();
  await seedReferenceData(database.db, superAdminKeys);
});
afterAll(() => database.close());

async function newOrganization(name: string) {
  const { db } = database;
  const { organization, agent } = await insertOrganizationWithAgent(db, name);
  const organizationKey = await issueOrganizationKey(db, organization.id, "us", "test");
  const { apiKey: agentKey } = await issueAgentKey(db, agent, "us", { name: "test" });
  return { organization, agent, organizationKey, agentKey };
}

const headers = (name: string, key: string) => new Headers({ [name]: key });
const organizationHeaders = (key: string) => headers("Organization-Secret-Key", key);

async function counted(organizationId: string) {
  const rows = await database.db.select({ count: svcRateLimits.count }).from(svcRateLimits).where(eq(svcRateLimits.organizationId, organizationId));
  return rows.reduce((total, row) => total + row.count, 0);
}

const refusal = async (promise: Promise<unknown>) => ((await refusalOf(promise)) as { status?: number } | undefined)?.status;

describe("authenticate", () => {
  it("resolves an organization key to its organization and counts each request once", async () => {
    const { db } = database;
    const { organization, organizationKey } = await newOrganization("Counted");
    const principal = await authenticate(db, "organization", organizationHeaders(organizationKey), "us", { rateClass: "system" });
    expect(principal).toMatchObject({ kind: "organization", organization: { id: organization.id, name: "Counted" } });
    await authenticate(db, "organization", organizationHeaders(organizationKey), "us", { rateClass: "system" });
    expect(await counted(organization.id)).toBe(2);
  });

  it("resolves an agent key to its agent and the agent's organization, counted against the organization", async () => {
    const { db } = database;
    const { organization, agent, agentKey } = await newOrganization("Agent key");
    const principal = await authenticate(db, "agent", headers("Agent-Secret-Key", agentKey), "us", { rateClass: "ai" });
    expect(principal).toMatchObject({ kind: "agent", agent: { id: agent.id }, organization: { id: organization.id } });
    expect(await counted(organization.id)).toBe(1);
  });

  it("refuses a revoked key at once, a key of the other region or scope, and an unknown key, counting none of them", async () => {
    const { db } = database;
    const { organization, organizationKey, agentKey } = await newOrganization("Refused");
    expect(await refusal(authenticate(db, "organization", organizationHeaders(organizationKey), "eu", { rateClass: "system" }))).toBe(403);
    expect(await refusal(authenticate(db, "organization", organizationHeaders(agentKey), "us", { rateClass: "system" }))).toBe(403);
    expect(await refusal(authenticate(db, "organization", organizationHeaders(`${organizationKey}x`), "us", { rateClass: "system" }))).toBe(403);
    await authenticate(db, "organization", organizationHeaders(organizationKey), "us", { rateClass: "system" });
    await db.update(svcApiKeys).set({ revokedAt: new Date() }).where(eq(svcApiKeys.organizationId, organization.id));
    expect(await refusal(authenticate(db, "organization", organizationHeaders(organizationKey), "us", { rateClass: "system" }))).toBe(403);
    expect(await refusal(authenticate(db, "agent", headers("Agent-Secret-Key", agentKey), "us", { rateClass: "ai" }))).toBe(403);
    expect(await counted(organization.id)).toBe(1);
  });

  it("refuses the keys of a blocked organization and of a deleted agent", async () => {
    const { db } = database;
    const blocked = await newOrganization("Blocked");
    await db.update(svcOrganizations).set({ status: "blocked" }).where(eq(svcOrganizations.id, blocked.organization.id));
    expect(await refusal(authenticate(db, "organization", organizationHeaders(blocked.organizationKey), "us", { rateClass: "system" }))).toBe(403);
    expect(await counted(blocked.organization.id)).toBe(0);
    const deleted = await newOrganization("Deleted agent");
    await db.delete(svcAgents).where(eq(svcAgents.id, deleted.agent.id));
    expect(await refusal(authenticate(db, "agent", headers("Agent-Secret-Key", deleted.agentKey), "us", { rateClass: "ai" }))).toBe(403);
  });

  it("answers 429 past the organization's limit in the window", async () => {
    const { db } = database;
    const { organization, organizationKey } = await newOrganization("Limited");
    const now = new Date();
    await authenticate(db, "organization", organizationHeaders(organizationKey), "us", { rateClass: "ai", now });
    await db.execute(sql`update svc_rate_limits set count = ${rateLimits.ai} where organization_id = ${organization.id}`);
    expect(await refusal(authenticate(db, "organization", organizationHeaders(organizationKey), "us", { rateClass: "ai", now }))).toBe(429);
  });

  it("starts each window afresh: an organization refused in one minute is served in the next", async () => {
    const { db } = database;
    const { organization, organizationKey } = await newOrganization("Next window");
    const send = (now: Date) => authenticate(db, "organization", organizationHeaders(organizationKey), "us", { rateClass: "system", now });
    const full = new Date("2026-11-27T10:00:30Z");
    await send(full);
    await db.execute(sql`update svc_rate_limits set count = ${rateLimits.system} where organization_id = ${organization.id}`);
    expect(await refusal(send(full))).toBe(429);
    expect(await send(new Date("2026-11-27T10:01:00Z"))).toMatchObject({ kind: "organization" });
    const windows = await db.select({ count: svcRateLimits.count }).from(svcRateLimits).where(eq(svcRateLimits.organizationId, organization.id));
    expect(windows.map((window) => window.count).sort((a, b) => a - b)).toEqual([1, rateLimits.system + 1]);
  });

  it("resolves the super-admin key without counting anything", async () => {
    const { db } = database;
    const before = await db.select({ total: sql<number>`count(*)` }).from(svcRateLimits);
    expect(await authenticate(db, "superAdmin", headers("Super-Admin-Secret-Key", superAdminKeys.us), "us", { rateClass: "system" })).toMatchObject({
      kind: "superAdmin",
    });
    expect(await db.select({ total: sql<number>`count(*)` }).from(svcRateLimits)).toEqual(before);
  });
});
