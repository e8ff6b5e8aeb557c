import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { callService, createTestAgent } from "@/tests/support/agent-service";
import { freePort } from "@/tests/support/free-port";
import { ConsoleSession } from "@/tests/support/http-session";
import { northwindOrganizationId } from "@/tests/support/northwind";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { testPassword, testUsers } from "@/tests/support/test-server-users";
import { startTestServer, type TestServer } from "@/tests/support/test-server.mjs";

/** The wait the AI Agent API asks for: far longer than any console request may hang. */
const upstreamRetryAfterSeconds = 40;
/** How long a console read may take to pass a long Retry-After on: a couple of seconds, not the wait itself. */
const promptAnswerMs = 3_000;
const javascriptUrl = "javascript:alert(document.cookie)";

/**
 * A long Retry-After from the AI Agent API answered at once, URLs for display refused unless http(s), and the
 * session cookie Secure when the console's URL is https. Each attack turned away counts as repelled; each
 * that got through (a console read that hung, a `javascript:` URL stored, a session cookie sent over http)
 * as breached.
 */
describe("retry-after and small hardening", () => {
  const failures: string[] = [];
  let requestsSent = 0;
  let scenarios = 0;
  let attacksRepelled = 0;
  let defensesBreached = 0;
  /** Every API call answers 429 with a long Retry-After. */
  let rateLimited: TestServer;
  /** The console says it is reached over https. */
  let behindHttps: TestServer;

  beforeAll(async () => {
    [rateLimited, behindHttps] = await Promise.all([
      freePort().then((port) => startTestServer({ port, env: { AGENT_SERVICE_FAULTS: `ratelimit=1,retryafter=${upstreamRetryAfterSeconds}s` } })),
      freePort().then((port) => startTestServer({ port, env: { CONSOLE_PUBLIC_URL: "https://console.example.invalid" } })),
    ]);
  }, 180_000);

  afterAll(async () => {
    recordReliabilityFigures("retry-after", {
      suite: "retry-after and small hardening",
      targets: scenarios,
      inputs: requestsSent,
      attacksRepelled,
      defensesBreached,
      failures,
    });
    await Promise.all([rateLimited?.stop(), behindHttps?.stop()]);
  });

  function judge(isRepelled: boolean, what: string) {
    if (isRepelled) attacksRepelled += 1;
    else {
      defensesBreached += 1;
      failures.push(what);
    }
  }

  async function signedIn(server: TestServer) {
    const session = new ConsoleSession(server.baseUrl);
    requestsSent += 2;
    expect(await session.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    return session;
  }

  it("answers a console read at once with 429 and the API's Retry-After, saying how long to wait", { timeout: 60_000 }, async () => {
    scenarios += 1;
    const session = await signedIn(rateLimited);
    const organizationId = await northwindOrganizationId(session);
    // The agents list stands in for what it could not read; an agent's own page cannot.
    const agents = (await (await session.request(`/api/console/organizations/${organizationId}/agents`)).json()) as { id: string }[];
    expect(agents.length).toBeGreaterThan(0);
    for (const path of [`/api/console/organizations/${organizationId}/agent-roles`, `/api/console/organizations/${organizationId}/agents/${agents[0]!.id}`]) {
      requestsSent += 1;
      const started = performance.now();
      // Cut short well before the upstream's wait: a console that sleeps it through never answers in time.
      const response = await session.request(path, { signal: AbortSignal.timeout(10_000) }).catch(() => undefined);
      const elapsedMs = performance.now() - started;
      const body = (await response?.json().catch(() => undefined)) as { error?: { code?: string; message?: string } } | undefined;
      const isPrompt =
        response?.status === 429 &&
        response.headers.get("retry-after") === String(upstreamRetryAfterSeconds) &&
        body?.error?.message?.startsWith(`Too many requests — try again in ${upstreamRetryAfterSeconds} s.`) === true &&
        elapsedMs < promptAnswerMs;
      judge(
        isPrompt,
        `${path} answered ${response?.status ?? "nothing"} after ${Math.round(elapsedMs)} ms (Retry-After ${response?.headers.get("retry-after")})`,
      );
      expect(response?.status, path).toBe(429);
      expect(response?.headers.get("retry-after")).toBe(String(upstreamRetryAfterSeconds));
      expect(body?.error).toMatchObject({ code: "UPSTREAM_RATE_LIMITED", message: expect.stringContaining(`try again in ${upstreamRetryAfterSeconds} s`) });
      expect(elapsedMs).toBeLessThan(promptAnswerMs);
    }
  });

  it("refuses a javascript: URL for an agent's avatar and background, and the live chat's avatar and links, in the console", async () => {
    scenarios += 1;
    const session = await signedIn(rateLimited);
    const organizationId = await northwindOrganizationId(session);
    const agentPath = `/api/console/organizations/${organizationId}/agents/00000000-0000-4000-8000-000000000001`;
    const attempts = [
      { path: agentPath, field: "avatarUrl", body: { outputJsonSchema: "{}", avatarUrl: javascriptUrl } },
      { path: agentPath, field: "backgroundUrl", body: { outputJsonSchema: "{}", backgroundUrl: "data:text/html,<script>alert(1)</script>" } },
      { path: `${agentPath}/live-chat`, field: "avatarUrl", body: { avatarUrl: javascriptUrl } },
      { path: `${agentPath}/live-chat`, field: "links.0", body: { links: [javascriptUrl] } },
    ];
    for (const { path, field, body } of attempts) {
      requestsSent += 1;
      const response = await session.request(path, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const answer = (await response.json()) as { error?: { fields?: Record<string, string> } };
      const isRefused = response.status === 400 && answer.error?.fields?.[field] !== undefined;
      judge(isRefused, `the console answered ${response.status} to ${field} ${JSON.stringify(body)}`);
      expect(response.status, field).toBe(400);
    }
  });

  it("refuses a javascript: URL for display in the embedded service, and stores an https one", { timeout: 60_000 }, async () => {
    scenarios += 1;
    const agent = await createTestAgent(behindHttps.baseUrl);
    requestsSent += 4;
    const org = { key: agent.organization.key, header: "Organization-Secret-Key" as const };
    const attempts = [
      { path: `/external/agents/${agent.id}`, body: { outputJsonSchema: "{}", avatarUrl: javascriptUrl } },
      { path: `/external/agents/${agent.id}`, body: { outputJsonSchema: "{}", backgroundUrl: "JavaScript://example.com/%0aalert(1)" } },
      { path: `/external/live-chat-skill/${agent.id}`, body: { avatarUrl: javascriptUrl } },
      { path: `/external/live-chat-skill/${agent.id}`, body: { links: ["https://example.com/help", javascriptUrl] } },
    ];
    for (const { path, body } of attempts) {
      requestsSent += 1;
      const response = await callService(behindHttps.baseUrl, "PUT", path, { ...org, body });
      judge(response.status === 400, `the service answered ${response.status} to ${path} ${JSON.stringify(body)}`);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    requestsSent += 2;
    const saved = await callService(behindHttps.baseUrl, "PUT", `/external/agents/${agent.id}`, {
      ...org,
      body: { outputJsonSchema: "{}", avatarUrl: "https://example.com/avatar.png" },
    });
    expect(saved.status).toBe(200);
    const read = await callService(behindHttps.baseUrl, "GET", `/external/agents/${agent.id}`, org);
    expect(read.body).toMatchObject({ avatarUrl: "https://example.com/avatar.png" });
  });

  it("marks the session cookie Secure when the console's URL is https, and not over http on localhost", async () => {
    scenarios += 1;
    const sessionCookie = (session: ConsoleSession) => session.lastSignInCookies.find((cookie) => /^[^=]*next-auth\.session-token=/.test(cookie));

    const secure = await signedIn(behindHttps);
    const cookie = sessionCookie(secure);
    const isSecure = cookie !== undefined && /;\s*secure(;|$)/i.test(cookie) && cookie.startsWith("__Secure-");
    judge(isSecure, `the session cookie behind https was ${cookie?.replace(/=[^;]*/, "=…") ?? "not set"}`);
    expect(cookie).toMatch(/^__Secure-next-auth\.session-token=/);
    expect(cookie).toMatch(/;\s*secure(;|$)/i);
    requestsSent += 1;
    // The session it names holds: the console reads the prefixed cookie back.
    expect((await secure.request("/api/console/organizations")).status).toBe(200);

    const plain = sessionCookie(await signedIn(rateLimited));
    expect(plain).toMatch(/^next-auth\.session-token=/);
    expect(plain).not.toMatch(/;\s*secure(;|$)/i);
  });
});
