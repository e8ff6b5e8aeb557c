import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, createTestOrganization, prefixes, type TestAgent, type TestOrganization } from "@/tests/support/agent-service";
import { startFakeToolLlm } from "@/tests/support/fake-llm-tools";
import { freePort } from "@/tests/support/free-port";
import { createScratchDatabase } from "@/tests/support/postgres.mjs";
import { startTestServer, testSuperAdminKeys, type TestServer } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");
const usePostgres = Boolean(inject("databaseUrl"));
const superAdmin = { key: testSuperAdminKeys.us, header: "Super-Admin-Secret-Key" as const };
const notFoundBody = { status: 404, name: "ENTITY_NOT_FOUND_ERROR", message: "ENTITY_NOT_FOUND" };
const unknownId = "7d7a1a52-7a1d-4a39-9b7a-1b2c3d4e5f60";
/** A 1×1 PNG: uploads are checked against the type they declare. */
const tinyPng = () => new Uint8Array(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"));

const asOrganization = (organization: TestOrganization) => ({
  key: organization.key,
  header: "Organization-Secret-Key" as const,
  region: organization.region,
});

const fieldsOf = (body: any): string[] => body.details.map((detail: any) => detail.field);

const weatherFunction = {
  name: "get_weather",
  description: "The forecast for a city.",
  parameters: {
    type: "object",
    properties: { city: { type: "string" }, days: { type: "integer", minimum: 1 } },
    required: ["city"],
  },
  endpoint: { url: "https://93.184.216.34/weather", method: "GET", headers: { Authorization: "Bearer weather-token" } },
};

describe("agent functions", () => {
  let agent: TestAgent;
  let other: TestAgent;
  let org: ReturnType<typeof asOrganization>;

  beforeAll(async () => {
    agent = await createTestAgent(baseUrl);
    other = await createTestAgent(baseUrl);
    org = asOrganization(agent.organization);
  });

  it.each(prefixes)("are created, listed, read, replaced and deleted under %s", async (prefix) => {
    const path = `${prefix}/agent-functions/${agent.id}/functions`;
    const created = await callService(baseUrl, "POST", path, { ...org, body: { ...weatherFunction, name: `weather${prefix.length}` } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      organizationId: agent.organization.id,
      agentId: agent.id,
      name: `weather${prefix.length}`,
      description: weatherFunction.description,
      parameters: weatherFunction.parameters,
      endpoint: weatherFunction.endpoint,
      enabled: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const id = created.body.id;

    const list = await callService(baseUrl, "GET", path, org);
    expect(list.status).toBe(200);
    expect(list.body.map((fn: any) => fn.id)).toContain(id);
    expect((await callService(baseUrl, "GET", `${path}/${id}`, org)).body).toEqual(created.body);

    const replaced = await callService(baseUrl, "PUT", `${path}/${id}`, {
      ...org,
      body: { name: `lookup${prefix.length}`, endpoint: { url: "https://93.184.216.34/lookup", method: "POST" }, enabled: false },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({
      id,
      name: `lookup${prefix.length}`,
      description: "",
      parameters: { type: "object", properties: {} },
      endpoint: { url: "https://93.184.216.34/lookup", method: "POST" },
      enabled: false,
    });

    const deleted = await callService(baseUrl, "DELETE", `${path}/${id}`, org);
    expect(deleted.status).toBe(204);
    expect((await callService(baseUrl, "GET", `${path}/${id}`, org)).status).toBe(404);
  });

  it("refuses parameters that are not a valid JSON Schema, naming the field", async () => {
    const path = `/external/agent-functions/${agent.id}/functions`;
    const badType = await callService(baseUrl, "POST", path, {
      ...org,
      body: { ...weatherFunction, parameters: { type: "object", properties: { city: { type: "strin" } }, required: ["city", "country"] } },
    });
    expect(badType.status).toBe(400);
    expect(badType.body).toMatchObject({ status: 400, name: "BAD_REQUEST" });
    expect(fieldsOf(badType.body).sort()).toEqual(["parameters.properties.city.type", "parameters.required.1"]);

    const notObject = await callService(baseUrl, "POST", path, { ...org, body: { ...weatherFunction, parameters: { type: "array", items: {} } } });
    expect(fieldsOf(notObject.body)).toEqual(["parameters.type", "parameters.items.type"]);
  });

  it("refuses a bad name, reserved headers and endpoints that are not HTTPS on a public address", async () => {
    const path = `/external/agent-functions/${agent.id}/functions`;
    const badName = await callService(baseUrl, "POST", path, { ...org, body: { ...weatherFunction, name: "get weather!" } });
    expect(fieldsOf(badName.body)).toEqual(["name"]);
    const reserved = await callService(baseUrl, "POST", path, {
      ...org,
      body: { ...weatherFunction, endpoint: { ...weatherFunction.endpoint, headers: { "X-Conversation-Id": "x", "Content-Type": "text/plain" } } },
    });
    expect(fieldsOf(reserved.body).sort()).toEqual(["endpoint.headers.Content-Type", "endpoint.headers.X-Conversation-Id"]);
    for (const url of ["https://10.1.2.3/hook", "https://169.254.169.254/latest/meta-data", "http://api.example.com/weather"]) {
      const refused = await callService(baseUrl, "POST", path, { ...org, body: { ...weatherFunction, endpoint: { url, method: "POST" } } });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual(["endpoint.url"]);
    }
    const badMethod = await callService(baseUrl, "POST", path, {
      ...org,
      body: { ...weatherFunction, endpoint: { url: "https://93.184.216.34", method: "HEAD" } },
    });
    expect(fieldsOf(badMethod.body)).toEqual(["endpoint.method"]);
  });

  it("keeps names unique per agent, on creation and on replacement", async () => {
    const path = `/external/agent-functions/${agent.id}/functions`;
    const first = await callService(baseUrl, "POST", path, { ...org, body: { ...weatherFunction, name: "unique_name" } });
    expect(first.status).toBe(201);
    const duplicate = await callService(baseUrl, "POST", path, { ...org, body: { ...weatherFunction, name: "unique_name" } });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ status: 400, name: "BAD_REQUEST", details: [{ field: "name" }] });

    const second = await callService(baseUrl, "POST", path, { ...org, body: { ...weatherFunction, name: "second_name" } });
    const renamed = await callService(baseUrl, "PUT", `${path}/${second.body.id}`, { ...org, body: { ...weatherFunction, name: "unique_name" } });
    expect(fieldsOf(renamed.body)).toEqual(["name"]);
    const same = await callService(baseUrl, "PUT", `${path}/${first.body.id}`, { ...org, body: { ...weatherFunction, name: "unique_name" } });
    expect(same.status).toBe(200);

    const elsewhere = await callService(baseUrl, "POST", `/external/agent-functions/${other.id}/functions`, {
      ...asOrganization(other.organization),
      body: { ...weatherFunction, name: "unique_name" },
    });
    expect(elsewhere.status).toBe(201);
  });

  it("answers 404 for another organization's agent or function, and for ids that are not ids", async () => {
    const own = await callService(baseUrl, "POST", `/external/agent-functions/${agent.id}/functions`, {
      ...org,
      body: { ...weatherFunction, name: "private_fn" },
    });
    const stranger = asOrganization(other.organization);
    const attempts = [
      callService(baseUrl, "GET", `/external/agent-functions/${agent.id}/functions`, stranger),
      callService(baseUrl, "POST", `/external/agent-functions/${agent.id}/functions`, { ...stranger, body: weatherFunction }),
      callService(baseUrl, "GET", `/external/agent-functions/${agent.id}/functions/${own.body.id}`, stranger),
      callService(baseUrl, "PUT", `/external/agent-functions/${agent.id}/functions/${own.body.id}`, { ...stranger, body: weatherFunction }),
      callService(baseUrl, "DELETE", `/external/agent-functions/${agent.id}/functions/${own.body.id}`, stranger),
      callService(baseUrl, "GET", `/external/agent-functions/${other.id}/functions/${own.body.id}`, stranger),
      callService(baseUrl, "GET", `/external/agent-functions/${agent.id}/functions/${unknownId}`, org),
      callService(baseUrl, "GET", `/external/agent-functions/not-an-id/functions`, org),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject(notFoundBody);
    }
    expect((await callService(baseUrl, "GET", `/external/agent-functions/${agent.id}/functions/${own.body.id}`, org)).status).toBe(200);
  });
});

describe("the organization's function library", () => {
  let agent: TestAgent;
  let org: ReturnType<typeof asOrganization>;

  beforeAll(async () => {
    agent = await createTestAgent(baseUrl);
    org = asOrganization(agent.organization);
  });

  it.each(prefixes)("is created, listed, read, patched and deleted under %s", async (prefix) => {
    const created = await callService(baseUrl, "POST", `${prefix}/functions`, { ...org, body: { ...weatherFunction, name: `library${prefix.length}` } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ agentId: null, organizationId: agent.organization.id, name: `library${prefix.length}`, enabled: true });
    const id = created.body.id;

    const list = await callService(baseUrl, "GET", `${prefix}/functions`, org);
    expect(list.status).toBe(200);
    expect(list.body.map((fn: any) => fn.id)).toContain(id);
    expect(list.body.every((fn: any) => fn.agentId === null)).toBe(true);
    expect((await callService(baseUrl, "GET", `${prefix}/functions/${id}`, org)).body).toEqual(created.body);

    const patched = await callService(baseUrl, "PATCH", `${prefix}/functions/${id}`, { ...org, body: { description: "Changed.", enabled: false } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      name: `library${prefix.length}`,
      description: "Changed.",
      enabled: false,
      parameters: weatherFunction.parameters,
      endpoint: weatherFunction.endpoint,
    });
    const badPatch = await callService(baseUrl, "PATCH", `${prefix}/functions/${id}`, {
      ...org,
      body: { parameters: { type: "object", properties: { a: {} } } },
    });
    expect(fieldsOf(badPatch.body)).toEqual(["parameters.properties.a.type"]);

    expect((await callService(baseUrl, "DELETE", `${prefix}/functions/${id}`, org)).status).toBe(204);
    expect((await callService(baseUrl, "GET", `${prefix}/functions/${id}`, org)).status).toBe(404);
  });

  it("keeps names unique in the library, apart from the agents' own", async () => {
    const first = await callService(baseUrl, "POST", "/external/functions", { ...org, body: { ...weatherFunction, name: "shared_name" } });
    expect(first.status).toBe(201);
    const duplicate = await callService(baseUrl, "POST", "/external/functions", { ...org, body: { ...weatherFunction, name: "shared_name" } });
    expect(duplicate.status).toBe(400);
    expect(fieldsOf(duplicate.body)).toEqual(["name"]);
    const second = await callService(baseUrl, "POST", "/external/functions", { ...org, body: { ...weatherFunction, name: "other_name" } });
    const renamed = await callService(baseUrl, "PATCH", `/external/functions/${second.body.id}`, { ...org, body: { name: "shared_name" } });
    expect(fieldsOf(renamed.body)).toEqual(["name"]);
    const onAgent = await callService(baseUrl, "POST", `/external/agent-functions/${agent.id}/functions`, {
      ...org,
      body: { ...weatherFunction, name: "shared_name" },
    });
    expect(onAgent.status).toBe(201);
  });

  it("keeps library and agent functions apart, and other organizations out", async () => {
    const library = await callService(baseUrl, "POST", "/external/functions", { ...org, body: { ...weatherFunction, name: "apart" } });
    const own = await callService(baseUrl, "POST", `/external/agent-functions/${agent.id}/functions`, { ...org, body: { ...weatherFunction, name: "apart" } });
    expect((await callService(baseUrl, "GET", `/external/functions/${own.body.id}`, org)).status).toBe(404);
    expect((await callService(baseUrl, "GET", `/external/agent-functions/${agent.id}/functions/${library.body.id}`, org)).status).toBe(404);

    const stranger = asOrganization(await createTestOrganization(baseUrl));
    expect((await callService(baseUrl, "GET", "/external/functions", stranger)).body).toEqual([]);
    for (const response of await Promise.all([
      callService(baseUrl, "GET", `/external/functions/${library.body.id}`, stranger),
      callService(baseUrl, "PATCH", `/external/functions/${library.body.id}`, { ...stranger, body: { enabled: false } }),
      callService(baseUrl, "DELETE", `/external/functions/${library.body.id}`, stranger),
      callService(baseUrl, "GET", "/external/functions/not-an-id", org),
    ])) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject(notFoundBody);
    }
    expect((await callService(baseUrl, "GET", `/external/functions/${library.body.id}`, org)).body.enabled).toBe(true);
  });
});

describe("live chat", () => {
  let agent: TestAgent;
  let org: ReturnType<typeof asOrganization>;

  beforeAll(async () => {
    agent = await createTestAgent(baseUrl);
    org = asOrganization(agent.organization);
  });

  const uploadImage = async (organization: ReturnType<typeof asOrganization>, bytes: Uint8Array<ArrayBuffer>) => {
    const issued = await callService(baseUrl, "POST", "/api/external/live-chat-skill/images/upload-url", {
      ...organization,
      body: { fileName: "avatar.png", contentType: "image/png" },
    });
    expect(issued.status).toBe(200);
    expect(issued.body.storagePath).toMatch(/avatar\.png$/);
    const put = await fetch(issued.body.signedUrl, { method: "PUT", headers: { "content-type": "image/png" }, body: bytes });
    expect(put.status).toBe(200);
    return issued.body.storagePath as string;
  };

  it.each(prefixes)("answers the defaults under %s while nothing is saved", async (prefix) => {
    const fresh = await createTestAgent(baseUrl, { organization: agent.organization });
    const response = await callService(baseUrl, "GET", `${prefix}/live-chat-skill/${fresh.id}`, org);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      systemName: "LIVE_CHAT",
      status: "inactive",
      agentId: fresh.id,
      enabled: false,
      position: "bottom-right",
      color: expect.stringMatching(/^#[0-9A-F]{6}$/i),
      avatarUrl: null,
      businessHours: null,
      limitUnavailableDates: false,
      unavailableDates: [],
      unavailableDatesMessage: expect.any(String),
      widgetButtonConfig: { mode: "automatic", type: "icon_only", launcherTeaser: "none" },
      updatedAt: null,
    });
    expect(response.body.intro).toBe(response.body.titleLine2);
  });

  it("saves a whole configuration with an uploaded avatar and business hours, and replaces it", async () => {
    const image = tinyPng();
    const avatarStoragePath = await uploadImage(org, image);
    const configuration = {
      enabled: true,
      titleLine1: "Acme support",
      titleLine2: "Ask us anything",
      greeting: "Hello! What can we do for you?",
      handOffMessage: "Sam from our team is joining.",
      color: "#112233",
      textColor: "#fff",
      position: "bottom-left",
      avatarStoragePath,
      businessHours: {
        timezone: "Europe/Berlin",
        intervals: [
          { day: "monday", start: "09:00", end: "12:00" },
          { day: "monday", start: "13:00", end: "17:00" },
          { day: "saturday", start: "10:00", end: "14:00" },
        ],
        outsideHoursMessage: "We are closed; leave a message.",
      },
      widgetButtonConfig: {
        mode: "on_hover",
        type: "icon_and_text",
        borderRadius: "8px",
        size: "64",
        selectedTheme: "dark",
        lightThemeConfig: { backgroundColor: "#FFFFFF", textColor: "#000000" },
        darkThemeConfig: { backgroundColor: "#000000", textColor: "#FFFFFF" },
        launcherAttentionEffect: "pulse",
        launcherTheme: "custom",
        logoFit: "contain",
        launcherTeaser: "proactive",
        proactiveBubble: { message: "Need a hand?", delaySeconds: 5 },
      },
      links: ["https://acme.example/help"],
      disclaimer: "Chats are recorded.",
      chatFooterContent: "Privacy policy",
      suggestions: ["Where is my order?"],
      limitUnavailableDates: true,
      unavailableDates: ["2026-12-25"],
      unavailableDatesMessage: "Closed for the holidays.",
    };
    const saved = await callService(baseUrl, "PUT", `/external/live-chat-skill/${agent.id}`, { ...org, body: configuration });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...configuration, systemName: "LIVE_CHAT", status: "active", intro: "Ask us anything", updatedAt: expect.any(String) });
    const avatar = await fetch(saved.body.avatarUrl);
    expect(avatar.status).toBe(200);
    expect(new Uint8Array(await avatar.arrayBuffer())).toEqual(image);

    const read = await callService(baseUrl, "GET", `/api/external/live-chat-skill/${agent.id}`, org);
    expect(read.body).toMatchObject({ ...configuration, status: "active", avatarUrl: expect.stringContaining("/files/download") });

    const roundTrip = await callService(baseUrl, "PUT", `/api/external/live-chat-skill/${agent.id}`, { ...org, body: { ...read.body, color: "#445566" } });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body).toMatchObject({ color: "#445566", avatarStoragePath, titleLine1: "Acme support" });

    const replaced = await callService(baseUrl, "PUT", `/api/external/live-chat-skill/${agent.id}`, {
      ...org,
      body: { enabled: true, avatarUrl: "https://cdn.example.com/face.png" },
    });
    expect(replaced.body).toMatchObject({
      enabled: true,
      titleLine1: "Chat with us",
      position: "bottom-right",
      businessHours: null,
      avatarStoragePath: null,
      avatarUrl: "https://cdn.example.com/face.png",
      unavailableDates: [],
    });
  });

  it("refuses bad settings, naming each field, and an avatar that is not the organization's upload", async () => {
    const invalid = await callService(baseUrl, "PUT", `/external/live-chat-skill/${agent.id}`, {
      ...org,
      body: { color: "red", position: "top-left", unavailableDates: ["25/12/2026"], businessHours: { timezone: "Nowhere/City", intervals: [] } },
    });
    expect(invalid.status).toBe(400);
    expect(fieldsOf(invalid.body).sort()).toEqual(["businessHours.timezone", "color", "position", "unavailableDates.0"]);

    const overlapping = await callService(baseUrl, "PUT", `/external/live-chat-skill/${agent.id}`, {
      ...org,
      body: {
        businessHours: {
          timezone: "UTC",
          intervals: [
            { day: "friday", start: "09:00", end: "17:00" },
            { day: "friday", start: "16:00", end: "18:00" },
            { day: "sunday", start: "12:00", end: "11:00" },
          ],
        },
      },
    });
    expect(fieldsOf(overlapping.body)).toEqual(["businessHours.intervals.1.start", "businessHours.intervals.2.end"]);

    const strangerAgent = await createTestAgent(baseUrl);
    const foreignPath = await uploadImage(asOrganization(strangerAgent.organization), tinyPng());
    for (const avatarStoragePath of [foreignPath, "live-chat-images/nothing/here.png"]) {
      const refused = await callService(baseUrl, "PUT", `/external/live-chat-skill/${agent.id}`, { ...org, body: { avatarStoragePath } });
      expect(refused.status).toBe(400);
      expect(fieldsOf(refused.body)).toEqual(["avatarStoragePath"]);
    }

    const svg = await callService(baseUrl, "POST", "/external/live-chat-skill/images/upload-url", {
      ...org,
      body: { fileName: "logo.svg", contentType: "image/svg+xml" },
    });
    expect(fieldsOf(svg.body)).toEqual(["contentType"]);
  });

  it("answers 404 for another organization's agent", async () => {
    const stranger = asOrganization(await createTestOrganization(baseUrl));
    for (const response of await Promise.all([
      callService(baseUrl, "GET", `/external/live-chat-skill/${agent.id}`, stranger),
      callService(baseUrl, "PUT", `/external/live-chat-skill/${agent.id}`, { ...stranger, body: { enabled: true } }),
      callService(baseUrl, "GET", `/external/live-chat-skill/${unknownId}`, org),
    ])) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject(notFoundBody);
    }
  });
});

describe("child organizations", () => {
  it.each(prefixes)("are created under %s by an organization key, in its region, with a key that works", async (prefix) => {
    const parent = await createTestOrganization(baseUrl);
    const created = await callService(baseUrl, "POST", `${prefix}/organizations/by-organization-api-key`, {
      ...asOrganization(parent),
      body: {
        name: "Acme Europe",
        users: [
          { email: "Lead@Acme.test", role: "owner" },
          { email: "ops@acme.test", role: "admin" },
        ],
        licenseKey: `lic-child${prefix}`,
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      id: expect.any(String),
      name: "Acme Europe",
      status: "active",
      parentOrganizationId: parent.id,
      region: "us",
      subscription: { title: "Trial", isTrial: true },
      subscriptionEndedAt: null,
      createdBy: { id: expect.any(String), email: expect.any(String), firstName: expect.any(String), lastName: expect.any(String) },
      organizationApiKey: expect.stringMatching(/^org_/),
    });

    const child = { key: created.body.organizationApiKey, header: "Organization-Secret-Key" as const };
    const users = await callService(baseUrl, "GET", "/external/platform-users", child);
    expect(users.status).toBe(200);
    expect(users.body.map((user: any) => [user.email, user.role]).sort()).toEqual([
      ["lead@acme.test", "owner"],
      ["ops@acme.test", "admin"],
    ]);
    const parentUsers = await callService(baseUrl, "GET", "/external/platform-users", asOrganization(parent));
    expect(parentUsers.body.map((user: any) => user.email)).not.toContain("lead@acme.test");
  });

  it("stays in the parent's region", async () => {
    const parent = await createTestOrganization(baseUrl, "eu");
    const created = await callService(baseUrl, "POST", "/external/organizations/by-organization-api-key", {
      ...asOrganization(parent),
      body: { name: "EU child", users: [], licenseKey: "lic-eu" },
    });
    expect(created.status).toBe(201);
    expect(created.body.region).toBe("eu");
    const child = { key: created.body.organizationApiKey, header: "Organization-Secret-Key" as const };
    expect((await callService(baseUrl, "GET", "/external/platform-users", { ...child, region: "eu" })).status).toBe(200);
    expect((await callService(baseUrl, "GET", "/external/platform-users", child)).status).toBe(403);
  });

  it("takes a public subscription or the parent's, never a private one", async () => {
    const subscriptions = await callService(baseUrl, "GET", "/external/subscriptions", superAdmin);
    const byTitle = (title: string) => subscriptions.body.find((subscription: any) => subscription.title === title);
    const parent = asOrganization(await createTestOrganization(baseUrl));
    const body = { name: "Child", users: [], licenseKey: "lic" };

    const starter = await callService(baseUrl, "POST", "/external/organizations/by-organization-api-key", {
      ...parent,
      body: { ...body, subscriptionId: byTitle("Starter").id, endedAt: "2027-06-30T00:00:00.000Z" },
    });
    expect(starter.status).toBe(201);
    expect(starter.body).toMatchObject({ subscription: { title: "Starter" }, subscriptionEndedAt: "2027-06-30T00:00:00.000Z" });

    for (const subscriptionId of [byTitle("Enterprise").id, byTitle("Legacy Basic").id, unknownId]) {
      const refused = await callService(baseUrl, "POST", "/external/organizations/by-organization-api-key", { ...parent, body: { ...body, subscriptionId } });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject(notFoundBody);
    }
  });

  it("refuses the same bad fields as the super-admin creation, and other keys", async () => {
    const parent = asOrganization(await createTestOrganization(baseUrl));
    const invalid = await callService(baseUrl, "POST", "/external/organizations/by-organization-api-key", {
      ...parent,
      body: { name: "x".repeat(256), users: [{ email: "a@b", role: "emperor" }] },
    });
    expect(invalid.status).toBe(400);
    expect(fieldsOf(invalid.body)).toEqual(expect.arrayContaining(["name", "users.0.email", "users.0.role", "licenseKey"]));
    const withSuperAdminKey = await callService(baseUrl, "POST", "/external/organizations/by-organization-api-key", {
      ...superAdmin,
      body: { name: "x", users: [], licenseKey: "x" },
    });
    expect(withSuperAdminKey.status).toBe(403);
  });
});

describe("platform users and agents", () => {
  let organization: TestOrganization;
  let org: ReturnType<typeof asOrganization>;
  let support: TestAgent;
  let sales: TestAgent;
  const userIds: Record<string, string> = {};

  beforeAll(async () => {
    // Four platform users: more than the trial allows.
    const plans = await callService(baseUrl, "GET", "/external/subscriptions", superAdmin);
    const created = await callService(baseUrl, "POST", "/external/organizations", {
      ...superAdmin,
      body: {
        name: "Platform users test",
        licenseKey: "lic-platform",
        subscriptionId: plans.body.find((plan: { title: string }) => plan.title === "Starter").id,
        users: [
          { email: "olivia@owners.test", role: "owner" },
          { email: "adam@owners.test", role: "admin" },
          { email: "uma@owners.test", role: "user" },
          { email: "cora@owners.test", role: "copilot_user" },
        ],
      },
    });
    organization = { id: created.body.id, key: created.body.organizationApiKey, region: "us" };
    org = asOrganization(organization);
    support = await createTestAgent(baseUrl, { organization, name: "Support" });
    sales = await createTestAgent(baseUrl, { organization, name: "Sales" });
    const users = await callService(baseUrl, "GET", "/external/platform-users", org);
    for (const user of users.body) userIds[user.email.split("@")[0]] = user.id;
  });

  it.each(prefixes)("lists an agent's platform users under %s: the owners and admins", async (prefix) => {
    const response = await callService(baseUrl, "GET", `${prefix}/agents/${support.id}/platform-users`, org);
    expect(response.status).toBe(200);
    expect(response.body.map((user: any) => [user.email, user.role, user.status, user.access])).toEqual([
      ["adam@owners.test", "admin", "invited", "organization"],
      ["olivia@owners.test", "owner", "invited", "organization"],
    ]);
  });

  it.each(prefixes)("lists a platform user's agents under %s", async (prefix) => {
    const ofOwner = await callService(baseUrl, "GET", `${prefix}/platform-users/agents?userId=${userIds.olivia}`, org);
    expect(ofOwner.status).toBe(200);
    expect(ofOwner.body.map((agent: any) => agent.name)).toEqual(["Sales", "Support"]);
    expect(ofOwner.body[0]).toMatchObject({ id: sales.id, organizationId: organization.id, aiConfig: expect.any(Object), skills: expect.any(Array) });
    const ofUser = await callService(baseUrl, "GET", `${prefix}/platform-users/agents?userId=${userIds.uma}`, org);
    expect(ofUser.body).toEqual([]);
  });

  it("needs a user id of the organization", async () => {
    const missing = await callService(baseUrl, "GET", "/external/platform-users/agents", org);
    expect(missing.status).toBe(400);
    expect(fieldsOf(missing.body)).toEqual(["query.userId"]);
    const stranger = asOrganization(await createTestOrganization(baseUrl));
    for (const response of await Promise.all([
      callService(baseUrl, "GET", `/external/platform-users/agents?userId=${userIds.olivia}`, stranger),
      callService(baseUrl, "GET", `/external/platform-users/agents?userId=${unknownId}`, org),
      callService(baseUrl, "GET", `/external/agents/${support.id}/platform-users`, stranger),
      callService(baseUrl, "PATCH", `/external/platform-users/${userIds.uma}`, { ...stranger, body: { role: "admin" } }),
      callService(baseUrl, "PATCH", "/external/platform-users/not-an-id", { ...org, body: { role: "admin" } }),
    ])) {
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject(notFoundBody);
    }
  });

  it("changes roles and statuses, and keeps the last owner", async () => {
    const path = (name: string) => `/external/platform-users/${userIds[name]}`;
    const demoteOwner = await callService(baseUrl, "PATCH", path("olivia"), { ...org, body: { role: "admin" } });
    expect(demoteOwner.status).toBe(400);
    expect(demoteOwner.body).toMatchObject({ status: 400, name: "BAD_REQUEST", details: [{ field: "role" }] });
    const disableOwner = await callService(baseUrl, "PATCH", path("olivia"), { ...org, body: { status: "disabled" } });
    expect(fieldsOf(disableOwner.body)).toEqual(["status"]);

    const invalid = await callService(baseUrl, "PATCH", path("uma"), { ...org, body: { role: "emperor", status: "invited" } });
    expect(fieldsOf(invalid.body).sort()).toEqual(["role", "status"]);

    const promoted = await callService(baseUrl, "PATCH", `/api${path("adam")}`, { ...org, body: { role: "owner", status: "active" } });
    expect(promoted.status).toBe(200);
    expect(promoted.body).toMatchObject({ id: userIds.adam, email: "adam@owners.test", role: "owner", status: "active" });
    const demoted = await callService(baseUrl, "PATCH", path("olivia"), { ...org, body: { role: "user" } });
    expect(demoted.status).toBe(200);
    expect(demoted.body).toMatchObject({ role: "user", status: "invited" });

    const agentsOfDemoted = await callService(baseUrl, "GET", `/external/platform-users/agents?userId=${userIds.olivia}`, org);
    expect(agentsOfDemoted.body).toEqual([]);
    const onSupport = await callService(baseUrl, "GET", `/external/agents/${support.id}/platform-users`, org);
    expect(onSupport.body.map((user: any) => user.email)).toEqual(["adam@owners.test"]);

    const lastOwner = await callService(baseUrl, "PATCH", path("adam"), { ...org, body: { status: "disabled" } });
    expect(lastOwner.status).toBe(400);
    const disabledUser = await callService(baseUrl, "PATCH", path("cora"), { ...org, body: { status: "disabled" } });
    expect(disabledUser.body).toMatchObject({ role: "copilot_user", status: "disabled" });
  });
});

describe(`an agent calling its functions through the model (${usePostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const calls: { method: string; url: string; authorization?: string; body: string }[] = [];
  let endpointUrl: string;
  let llm: Awaited<ReturnType<typeof startFakeToolLlm>>;
  let server: TestServer;

  beforeAll(async () => {
    const endpoint: Server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        calls.push({ method: request.method ?? "", url: request.url ?? "", authorization: request.headers.authorization, body });
        response.writeHead(200, { "content-type": "application/json" }).end('{"status":"shipped","eta":"Friday"}');
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    cleanups.push(() => new Promise((resolve) => endpoint.close(resolve)));
    endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;

    llm = await startFakeToolLlm({
      call: { name: "order_status", arguments: { orderId: "A-17" } },
      answer: (result) => `Here is what I found: ${JSON.parse(result).status}, arriving ${JSON.parse(result).eta}.`,
    });
    cleanups.push(llm.close);
    const scratch = usePostgres ? await createScratchDatabase() : undefined;
    if (scratch) cleanups.push(scratch.drop);
    server = await startTestServer({ port: await freePort(), databaseUrl: scratch?.url, env: { LLM_BASE_URL: llm.baseUrl, SWITCHBOARD_DEMO_DATA: "false" } });
    cleanups.push(() => server.stop());
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it("offers the enabled function as a tool, calls its endpoint with the arguments, and answers from the result", { timeout: 60_000 }, async () => {
    const agent = await createTestAgent(server.baseUrl);
    const org = asOrganization(agent.organization);
    const created = await callService(server.baseUrl, "POST", `/external/agent-functions/${agent.id}/functions`, {
      ...org,
      body: {
        name: "order_status",
        description: "Where an order is.",
        parameters: { type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"] },
        endpoint: { url: `${endpointUrl}/orders`, method: "POST", headers: { Authorization: "Bearer order-token" } },
      },
    });
    expect(created.status).toBe(201);
    await callService(server.baseUrl, "POST", "/external/functions", {
      ...org,
      body: { name: "library_tool", endpoint: { url: `${endpointUrl}/library`, method: "GET" } },
    });

    const user = await callService(server.baseUrl, "POST", "/external/users", {
      key: agent.key,
      body: { firstName: "T", lastName: "C", email: "tc@example.test" },
    });
    const conversation = await callService(server.baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.body.id } });
    const reply = await callService(server.baseUrl, "POST", `/external/conversations/${conversation.body.id}/messages`, {
      key: agent.key,
      body: { message: "Where is my order A-17?" },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Here is what I found: shipped, arriving Friday.");

    expect(calls).toEqual([{ method: "POST", url: "/orders", authorization: "Bearer order-token", body: '{"orderId":"A-17"}' }]);
    expect(llm.requests[0]!.tools?.map((tool) => tool.function.name)).toEqual(["order_status"]);
    expect(llm.requests[1]!.messages.at(-1)).toMatchObject({ role: "tool", content: '{"status":"shipped","eta":"Friday"}' });

    await callService(server.baseUrl, "PUT", `/external/agent-functions/${agent.id}/functions/${created.body.id}`, {
      ...org,
      body: { ...created.body, enabled: false },
    });
    const withoutTool = await callService(server.baseUrl, "POST", `/external/conversations/${conversation.body.id}/messages`, {
      key: agent.key,
      body: { message: "And order B-2?" },
    });
    expect(withoutTool.body.message).toBe("I have no tool for that.");
    expect(llm.requests.at(-1)!.tools).toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});
