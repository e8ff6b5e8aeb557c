import { request as httpRequest } from "node:http";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, type ServiceResponse, type TestAgent } from "@/tests/support/agent-service";
import { freePort } from "@/tests/support/free-port";
import { startTestServer, testSuperAdminKeys, type TestServer } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const superAdmin = { key: testSuperAdminKeys.us, header: "Super-Admin-Secret-Key" as const };

/** The same server under another name for itself: 127.0.0.1 instead of localhost. */
const byAddress = (url: string) => url.replace("//localhost:", "//127.0.0.1:");

/** A request with a Host header of the test's choosing, which fetch does not allow. */
function withHost(url: string, host: string, init: { method: string; headers?: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
    const request = httpRequest(url, { method: init.method, headers: { ...init.headers, host } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", reject);
    request.end(init.body);
  });
}

const uploadUrlOf = (agent: TestAgent, base: string) =>
  callService<{ signedUrl: string; storagePath: string }>(base, "POST", "/external/prompts/upload-url", {
    key: agent.key,
    body: { fileName: "note.txt", contentType: "text/plain" },
  });

describe("X-Request-Id on every answer of the embedded API", () => {
  let agent: TestAgent;
  beforeAll(async () => {
    agent = await createTestAgent(baseUrl);
  });

  it("names successes and refusals alike, each with an id of its own", async () => {
    const answers: ServiceResponse[] = [
      await callService(baseUrl, "GET", "/external/subscriptions", superAdmin),
      await callService(baseUrl, "POST", "/external/prompts/upload-url", { key: agent.key, body: { fileName: "" } }),
      await callService(baseUrl, "GET", "/external/conversations"),
      await callService(baseUrl, "GET", `/external/conversations/${crypto.randomUUID()}`, { key: agent.key }),
      await callService(baseUrl, "GET", "/api/external/no-such-operation", { key: agent.key }),
      await callService(baseUrl, "GET", "/api/external/docs/openapi.json"),
      await callService(baseUrl, "GET", "/api/v1/conversations", { key: agent.key, header: "Authorization" }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 403, 404, 404, 200, expect.any(Number)]);
    const ids = answers.map((answer) => answer.headers.get("x-request-id"));
    for (const id of ids) expect(id).toMatch(uuid);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("echoes a caller's well-formed id and replaces one that is not", async () => {
    const echoed = await fetch(`${baseUrl}/api/external/subscriptions`, {
      headers: { "Super-Admin-Secret-Key": superAdmin.key, "X-Request-Id": "support-case:4711" },
    });
    expect(echoed.headers.get("x-request-id")).toBe("support-case:4711");
    const refused = await fetch(`${baseUrl}/api/external/conversations`, { headers: { "X-Request-Id": "trace-403" } });
    expect(refused.status).toBe(403);
    expect(refused.headers.get("x-request-id")).toBe("trace-403");
    for (const bad of ["x".repeat(129), "two words", "<b>"]) {
      const replaced = await fetch(`${baseUrl}/api/external/subscriptions`, { headers: { "Super-Admin-Secret-Key": superAdmin.key, "X-Request-Id": bad } });
      expect(replaced.headers.get("x-request-id")).toMatch(uuid);
    }
  });

  it("names the signed file routes' answers too", async () => {
    const upload = await fetch(`${baseUrl}/api/external/files/upload?path=x&expires=1&signature=x`, { method: "PUT", body: "x" });
    expect(upload.status).toBe(403);
    expect(upload.headers.get("x-request-id")).toMatch(uuid);
  });

  it("declares X-Request-Id on every response of every operation in the OpenAPI document", async () => {
    const { body: document } = await callService(baseUrl, "GET", "/api/external/docs/openapi.json");
    const responses = Object.values(document.paths as Record<string, Record<string, { responses?: Record<string, { headers?: object }> }>>)
      .flatMap((item) => Object.values(item))
      .flatMap((operation) => Object.values(operation.responses ?? {}));
    expect(responses.length).toBeGreaterThan(200);
    for (const response of responses) expect(response.headers).toHaveProperty("X-Request-Id");
    expect(document.components.headers.RequestId.schema).toEqual({ type: "string", maxLength: 128 });
  });
});

describe("signed URLs on the caller's origin", () => {
  let agent: TestAgent;
  beforeAll(async () => {
    agent = await createTestAgent(baseUrl);
  });

  it("follow the host the caller used, and work there", async () => {
    const viaLocalhost = await uploadUrlOf(agent, baseUrl);
    expect(new URL(viaLocalhost.body.signedUrl).origin).toBe(new URL(baseUrl).origin);

    const viaAddress = await uploadUrlOf(agent, byAddress(baseUrl));
    expect(viaAddress.status).toBe(200);
    expect(new URL(viaAddress.body.signedUrl).origin).toBe(new URL(byAddress(baseUrl)).origin);
    const put = await fetch(viaAddress.body.signedUrl, { method: "PUT", headers: { "content-type": "text/plain" }, body: "The activation code is QX4191." });
    expect(put.status).toBe(200);

    const eu = await createTestAgent(baseUrl, { region: "eu" });
    const viaAddressEu = await uploadUrlOf(eu, `${byAddress(baseUrl)}/regions/eu`);
    expect(viaAddressEu.body.signedUrl.startsWith(`${byAddress(baseUrl)}/regions/eu/api/external/files/upload?`)).toBe(true);
  });

  it("keep the server's own origin when the Host header is not a host", async () => {
    const answer = await withHost(`${baseUrl}/api/external/prompts/upload-url`, "evil.example/path?", {
      method: "POST",
      headers: { "Agent-Secret-Key": agent.key, "content-type": "application/json" },
      body: JSON.stringify({ fileName: "note.txt", contentType: "text/plain" }),
    });
    if (answer.status === 200) expect(new URL(JSON.parse(answer.body).signedUrl).host).not.toContain("evil");
    else expect(answer.status).toBe(400);
  });
});

describe("a server with CONSOLE_PUBLIC_URL set, which misbehaves on purpose", () => {
  let server: TestServer;
  const publicUrl = "https://console.example.test";

  beforeAll(async () => {
    server = await startTestServer({
      port: await freePort(),
      env: { CONSOLE_PUBLIC_URL: publicUrl, AGENT_SERVICE_FAULTS: "error=0.3,ratelimit=0.3" },
    });
  }, 90_000);
  afterAll(() => server?.stop());

  /** Calls until the injected faults let one through, keeping every answer seen on the way. */
  async function throughFaults<T>(call: () => Promise<ServiceResponse<T>>, seen: ServiceResponse[] = []): Promise<ServiceResponse<T>> {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const answer = await call();
      seen.push(answer);
      if (answer.status !== 500 && answer.status !== 429) return answer;
    }
    throw new Error("the faults let no call through");
  }

  it("names injected 500s and 429s like any other answer", { timeout: 60_000 }, async () => {
    const seen: ServiceResponse[] = [];
    const statusesSeen = () => new Set(seen.map((answer) => answer.status));
    for (let i = 0; i < 20 || (i < 200 && statusesSeen().size < 3); i += 1) {
      await throughFaults(() => callService(server.baseUrl, "GET", "/external/subscriptions", superAdmin), seen);
    }
    expect(statusesSeen()).toEqual(new Set([200, 500, 429]));
    for (const answer of seen) expect(answer.headers.get("x-request-id")).toMatch(uuid);
    const echoed = await fetch(`${server.baseUrl}/api/external/subscriptions`, {
      headers: { "Super-Admin-Secret-Key": superAdmin.key, "X-Request-Id": "fault-trace" },
    });
    expect(echoed.headers.get("x-request-id")).toBe("fault-trace");
  });

  it("builds signed URLs on the public URL, whatever host the caller used or claims", { timeout: 60_000 }, async () => {
    const organization = await throughFaults(() =>
      callService(server.baseUrl, "POST", "/external/organizations", {
        ...superAdmin,
        body: { name: "Public URL", users: [{ email: "owner@example.test", role: "owner" }], licenseKey: `license-${crypto.randomUUID()}` },
      }),
    );
    expect(organization.status).toBe(201);
    const org = { key: organization.body.organizationApiKey, header: "Organization-Secret-Key" as const };
    const roles = await throughFaults(() => callService(server.baseUrl, "GET", "/external/agent-roles/by-api-key", org));
    const created = await throughFaults(() =>
      callService(server.baseUrl, "POST", "/external/agents", {
        ...org,
        body: { roleId: roles.body[0].id, name: "Public", publicName: "Public", outputJsonSchema: "{}", tags: [], isApiSkillEnabled: true },
      }),
    );
    const key = await throughFaults(() =>
      callService(server.baseUrl, "POST", `/external/agent-api-keys/${created.body.id}`, { ...org, body: { name: "Test key" } }),
    );
    const agent = { key: key.body.apiKey } as TestAgent;

    for (const base of [server.baseUrl, byAddress(server.baseUrl)]) {
      const ticket = await throughFaults(() => uploadUrlOf(agent, base));
      expect(ticket.status).toBe(200);
      expect(ticket.body.signedUrl.startsWith(`${publicUrl}/api/external/files/upload?`)).toBe(true);
    }
    for (;;) {
      const forged = await withHost(`${server.baseUrl}/api/external/prompts/upload-url`, "evil.example", {
        method: "POST",
        headers: { "Agent-Secret-Key": agent.key, "content-type": "application/json" },
        body: JSON.stringify({ fileName: "note.txt", contentType: "text/plain" }),
      });
      if (forged.status === 500 || forged.status === 429) continue;
      expect(forged.status).toBe(200);
      expect(JSON.parse(forged.body).signedUrl.startsWith(`${publicUrl}/`)).toBe(true);
      break;
    }
  });
});
