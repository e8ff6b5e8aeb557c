import { describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, createTestOrganization, prefixes } from "@/tests/support/agent-service";
import { testSuperAdminKeys } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");
const superAdmin = { key: testSuperAdminKeys.us, header: "Super-Admin-Secret-Key" as const };
const forbiddenBody = { status: 403, name: "FORBIDDEN_ERROR", message: "INVALID_CREDENTIALS", details: [] };

describe("super-admin operations", () => {
  it.each(prefixes)("list subscriptions under %s, filtered by visibility and status", async (prefix) => {
    const all = await callService(baseUrl, "GET", `${prefix}/subscriptions`, superAdmin);
    expect(all.status).toBe(200);
    expect(all.body.map((subscription: any) => subscription.title)).toEqual(expect.arrayContaining(["Trial", "Starter", "Enterprise", "Legacy Basic"]));
    const privateOnes = await callService(baseUrl, "GET", `${prefix}/subscriptions?visibility=private`, superAdmin);
    expect(privateOnes.body.every((subscription: any) => subscription.visibility === "private")).toBe(true);
    const inactive = await callService(baseUrl, "GET", `${prefix}/subscriptions?status=inactive`, superAdmin);
    expect(inactive.body.map((subscription: any) => subscription.title)).toEqual(["Legacy Basic"]);
    const bad = await callService(baseUrl, "GET", `${prefix}/subscriptions?status=sleeping`, superAdmin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: 400, name: "BAD_REQUEST", details: [expect.objectContaining({ field: "query.status" })] });
  });

  it("creates an organization with its first organization key, on a chosen subscription with an end date", async () => {
    const subscriptions = await callService(baseUrl, "GET", "/external/subscriptions", superAdmin);
    const starter = subscriptions.body.find((subscription: any) => subscription.title === "Starter");
    const trial = subscriptions.body.find((subscription: any) => subscription.isTrial);
    const endedAt = "2027-12-31T00:00:00.000Z";

    const created = await callService(baseUrl, "POST", "/api/external/organizations", {
      ...superAdmin,
      body: { name: "Globex", users: [{ email: "hank@globex.test", role: "owner" }], licenseKey: "lic-globex", subscriptionId: starter.id, endedAt },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Globex",
      status: "active",
      createdBy: { email: expect.any(String), firstName: expect.any(String), lastName: expect.any(String), id: expect.any(String) },
      subscription: { id: starter.id, title: "Starter", price: 9_900 },
      subscriptionEndedAt: endedAt,
      organizationApiKey: expect.stringMatching(/^org_/),
    });
    const roles = await callService(baseUrl, "GET", "/external/agent-roles/by-api-key", {
      key: created.body.organizationApiKey,
      header: "Organization-Secret-Key",
    });
    expect(roles.status).toBe(200);

    const onTrial = await callService(baseUrl, "POST", "/external/organizations", {
      ...superAdmin,
      body: { name: "Trial Co", users: [], licenseKey: "lic-trial", subscriptionId: trial.id, endedAt },
    });
    expect(onTrial.body.subscriptionEndedAt).toBeNull();
  });

  it("answers 404 for an unknown subscription and 400 for the spec's field limits", async () => {
    const unknown = await callService(baseUrl, "POST", "/external/organizations", {
      ...superAdmin,
      body: { name: "Nobody", users: [], licenseKey: "x", subscriptionId: "7d7a1a52-7a1d-4a39-9b7a-1b2c3d4e5f60" },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ status: 404, name: "ENTITY_NOT_FOUND_ERROR", message: "ENTITY_NOT_FOUND" });

    const invalid = await callService(baseUrl, "POST", "/external/organizations", {
      ...superAdmin,
      body: { name: "x".repeat(256), users: [{ email: "a@b", role: "emperor" }], licenseKey: "x" },
    });
    expect(invalid.status).toBe(400);
    const fields = invalid.body.details.map((detail: any) => detail.field);
    expect(fields).toEqual(expect.arrayContaining(["name", "users.0.email", "users.0.role"]));

    const longest = await callService(baseUrl, "POST", "/external/organizations", {
      ...superAdmin,
      body: { name: "x".repeat(255), users: [{ email: "a@b.co", role: "copilot_admin" }], licenseKey: "x" },
    });
    expect(longest.status).toBe(201);
  });
});

describe("keys", () => {
  it("refuses every wrong-key variant with the forbidden body", async () => {
    const agent = await createTestAgent(baseUrl);
    const variants = [
      { name: "no key", options: {} },
      { name: "an unknown key", options: { key: "00000000-0000-4000-8000-000000000000" } },
      { name: "the organization key in the agent header", options: { key: agent.organization.key } },
      { name: "the agent key in the organization header", options: { key: agent.key, header: "Organization-Secret-Key" as const } },
      { name: "the super-admin key in the agent header", options: { key: testSuperAdminKeys.us } },
      { name: "the agent key in the other region", options: { key: agent.key, region: "eu" as const } },
    ];
    for (const variant of variants) {
      const response = await callService(baseUrl, "GET", "/external/agents/by-api-key", variant.options);
      expect(response.status, variant.name).toBe(403);
      expect(response.body, variant.name).toEqual(forbiddenBody);
    }
    const superAdminInEurope = await callService(baseUrl, "GET", "/external/subscriptions", { ...superAdmin, region: "eu" });
    expect(superAdminInEurope.status).toBe(403);
    const europeanKey = await callService(baseUrl, "GET", "/external/subscriptions", {
      key: testSuperAdminKeys.eu,
      header: "Super-Admin-Secret-Key",
      region: "eu",
    });
    expect(europeanKey.status).toBe(200);
  });

  it("checks keys before fields: a bad body with a bad key is 403, not 400", async () => {
    const response = await callService(baseUrl, "POST", "/external/agents", { key: "nope", header: "Organization-Secret-Key", body: {} });
    expect(response.status).toBe(403);
  });

  it("refuses a JSON body over 2 MiB with 413 before reading it whole", async () => {
    const agent = await createTestAgent(baseUrl);
    const response = await callService(baseUrl, "POST", "/external/users", {
      key: agent.key,
      body: { firstName: "x".repeat(3 * 1024 * 1024), lastName: "y", email: "big@example.test" },
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ status: 413, name: "PAYLOAD_TOO_LARGE" });
  });

  it("creates, lists, rotates and revokes agent keys; rotation and revocation take effect at once", async () => {
    const agent = await createTestAgent(baseUrl);
    const org = { key: agent.organization.key, header: "Organization-Secret-Key" as const };
    const asAgent = (key: string) => callService(baseUrl, "GET", "/external/agents/by-api-key", { key });

    expect((await asAgent(agent.key)).status).toBe(200);
    const listed = await callService(baseUrl, "GET", `/external/agent-api-keys/${agent.id}`, org);
    expect(listed.body).toEqual([
      expect.objectContaining({ id: agent.keyId, name: "Test key", status: "active", prefix: agent.key.slice(0, 8), lastFour: agent.key.slice(-4) }),
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(agent.key);

    const rotated = await callService(baseUrl, "POST", `/api/external/agent-api-keys/${agent.id}/api-key/${agent.keyId}/rotate`, org);
    expect(rotated.status).toBe(200);
    expect(rotated.body.apiKey).not.toBe(agent.key);
    expect((await asAgent(agent.key)).status).toBe(403);
    expect((await asAgent(rotated.body.apiKey)).status).toBe(200);

    const fetched = await callService(baseUrl, "GET", `/external/agent-api-keys/${agent.id}/api-key/${agent.keyId}`, org);
    expect(fetched.body).toMatchObject({ status: "active", lastFour: rotated.body.apiKey.slice(-4), lastUsedAt: expect.any(String) });

    const revoked = await callService(baseUrl, "DELETE", `/external/agent-api-keys/${agent.id}/api-key/${agent.keyId}`, org);
    expect(revoked.body.status).toBe("revoked");
    expect((await asAgent(rotated.body.apiKey)).status).toBe(403);
    const rotateRevoked = await callService(baseUrl, "POST", `/external/agent-api-keys/${agent.id}/api-key/${agent.keyId}/rotate`, org);
    expect(rotateRevoked.status).toBe(400);

    const expiring = await callService(baseUrl, "POST", `/external/agent-api-keys/${agent.id}`, {
      ...org,
      body: { name: "Expired", expiresAt: new Date(Date.now() - 1000).toISOString() },
    });
    expect(expiring.body.status).toBe("expired");
    expect((await asAgent(expiring.body.apiKey)).status).toBe(403);
  });

  it("keeps each organization's agents and keys to itself", async () => {
    const mine = await createTestAgent(baseUrl);
    const theirs = await createTestOrganization(baseUrl);
    const asThem = { key: theirs.key, header: "Organization-Secret-Key" as const };
    for (const [method, path] of [
      ["GET", `/external/agents/${mine.id}`],
      ["GET", `/external/agent-api-keys/${mine.id}`],
      ["POST", `/external/agent-api-keys/${mine.id}/api-key/${mine.keyId}/rotate`],
      ["GET", "/external/agents/not-a-uuid"],
    ] as const) {
      const response = await callService(baseUrl, method, path, asThem);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toMatchObject({ status: 404, name: "ENTITY_NOT_FOUND_ERROR", message: "ENTITY_NOT_FOUND" });
    }
  });
});

describe("agents", () => {
  it("creates, reads and updates an agent with the real deployment's fields", async () => {
    const agent = await createTestAgent(baseUrl, { name: "Concierge" });
    const org = { key: agent.organization.key, header: "Organization-Secret-Key" as const };
    const fetched = await callService(baseUrl, "GET", `/api/external/agents/${agent.id}`, org);
    expect(fetched.body).toMatchObject({
      id: agent.id,
      name: "Concierge",
      organizationId: agent.organization.id,
      role: expect.any(String),
      status: "active",
      vectorStoreId: expect.stringMatching(/^vs_/),
      aiConfig: { id: expect.stringMatching(/^asst_/), outputJsonSchema: "{}", isFileSearchEnabled: true },
      skills: expect.arrayContaining([{ systemName: "API", status: "active" }]),
    });

    const updated = await callService(baseUrl, "PUT", `/external/agents/${agent.id}`, {
      ...org,
      body: { status: "inactive", instructions: "Be brief.", outputJsonSchema: '{"type":"object"}', temperature: 0.2 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      status: "inactive",
      aiConfig: { instructions: "Be brief.", temperature: 0.2, outputJsonSchema: '{"type":"object"}' },
    });

    const withoutSchema = await callService(baseUrl, "PUT", `/external/agents/${agent.id}`, { ...org, body: { name: "x" } });
    expect(withoutSchema.status).toBe(400);
    const badSchema = await callService(baseUrl, "PUT", `/external/agents/${agent.id}`, { ...org, body: { outputJsonSchema: "not json" } });
    expect(badSchema.body.details).toEqual([expect.objectContaining({ field: "outputJsonSchema" })]);
  });
});
