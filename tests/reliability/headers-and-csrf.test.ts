import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";

import { operations } from "@/lib/agent-api/contract";
import { euRegionBase, surfacePrefixes } from "@/lib/agent-api/contract/operation";
import { discoverPages, concretePage } from "@/tests/support/console-pages";
import { concreteRoute, discoverConsoleRoutes } from "@/tests/support/console-routes";
import { inPool } from "@/tests/support/fuzz";
import { ConsoleSession } from "@/tests/support/http-session";
import { northwindAgentId, northwindOrganizationId } from "@/tests/support/northwind";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { testPassword, testSuperAdminKeys, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");

/** What JSON answers carry: nothing may load or frame them. */
const apiPolicy = "default-src 'none'; frame-ancestors 'none'";
const foreignOrigin = "https://attacker.example";
const noSuchId = "00000000-0000-4000-8000-000000000001";
const width = 6;

/** The console's one error envelope, exactly. */
const crossSiteRefusal = z.strictObject({ error: z.strictObject({ code: z.literal("CROSS_SITE_REQUEST"), message: z.string().min(1) }) });

/** The ways a browser says a request comes from another site; each must be refused on every mutation. */
const crossSiteVariants: [string, Record<string, string>][] = [
  ["Origin of another site", { origin: foreignOrigin }],
  ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site", origin: foreignOrigin }],
  ["Sec-Fetch-Site: cross-site without Origin", { "sec-fetch-site": "cross-site" }],
  ["Sec-Fetch-Site: same-site (a sibling subdomain)", { "sec-fetch-site": "same-site" }],
  ["Origin: null (a sandboxed frame)", { origin: "null" }],
  ["own Origin but Sec-Fetch-Site: cross-site", { origin: baseUrl, "sec-fetch-site": "cross-site" }],
];

const isMutating = (method: string) => !["GET", "HEAD", "OPTIONS"].includes(method);

describe("headers and cross-site refusal on every page and route", () => {
  const failures: string[] = [];
  const targets = new Set<string>();
  const noncesSeen = new Set<string>();
  let requestsSent = 0;

  const sessions = {} as Record<"anonymous" | "viewer" | "superadmin", ConsoleSession>;
  const ids = { organizationId: "", agentId: "", conversationId: "", packId: "", token: "" };

  afterAll(() => {
    recordReliabilityFigures("headers-and-csrf", { suite: "headers and CSRF", targets: targets.size, inputs: requestsSent, failures });
  });

  const fail = (where: string, problem: string) => failures.push(`${where}: ${problem}`);

  async function send(session: ConsoleSession, path: string, init: RequestInit = {}): Promise<Response> {
    requestsSent += 1;
    return session.request(path, init);
  }

  /** A response's body as text; of an event stream only what is already there (it never ends by itself). */
  async function textOf(response: Response): Promise<string> {
    if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
      await response.body?.cancel();
      return "";
    }
    return response.text();
  }

  /** What every answer carries, page or API. */
  function checkBaseline(where: string, response: Response) {
    if (response.headers.get("x-content-type-options") !== "nosniff") fail(where, "no X-Content-Type-Options: nosniff");
    if (response.headers.get("x-frame-options") !== "DENY") fail(where, "no X-Frame-Options: DENY");
    if (response.headers.get("referrer-policy") !== "strict-origin-when-cross-origin") fail(where, "no Referrer-Policy");
    if (response.headers.get("strict-transport-security") !== null) fail(where, "HSTS over plain HTTP");
  }

  function checkNoStore(where: string, response: Response) {
    if (!/\bno-store\b/.test(response.headers.get("cache-control") ?? ""))
      fail(where, `Cache-Control is "${response.headers.get("cache-control")}", not no-store`);
  }

  function checkApiPolicy(where: string, response: Response) {
    const policy = response.headers.get("content-security-policy");
    if (policy !== apiPolicy) fail(where, `Content-Security-Policy is "${policy}"`);
  }

  /** A page's policy: a nonce of its own, on every script tag, never seen on another response; no framing. */
  function checkPagePolicy(where: string, response: Response, html: string | undefined) {
    const policy = response.headers.get("content-security-policy") ?? "";
    const nonce = /script-src [^;]*'nonce-([^']+)'/.exec(policy)?.[1];
    if (!nonce) return fail(where, `no script nonce in "${policy}"`);
    if (noncesSeen.has(nonce)) fail(where, "a nonce used before");
    noncesSeen.add(nonce);
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) {
      if (!policy.includes(directive)) fail(where, `policy without ${directive}`);
    }
    if (/script-src[^;]*'unsafe-inline'/.test(policy)) fail(where, "scripts may run inline");
    if (html === undefined) return;
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    if (scripts.length === 0) fail(where, "no script tag to check");
    for (const tag of scripts.filter((candidate) => !candidate.includes(`nonce="${nonce}"`)))
      fail(where, `script without this response's nonce: ${tag.slice(0, 120)}`);
  }

  beforeAll(async () => {
    sessions.anonymous = new ConsoleSession(baseUrl, "198.18.7.1");
    sessions.viewer = new ConsoleSession(baseUrl, "198.18.7.2");
    sessions.superadmin = new ConsoleSession(baseUrl, "198.18.7.3");
    expect(await sessions.viewer.signIn(testUsers.viewer.email, testPassword)).toBeUndefined();
    expect(await sessions.superadmin.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    const admin = sessions.superadmin;
    ids.organizationId = await northwindOrganizationId(admin);
    ids.agentId = await northwindAgentId(admin, ids.organizationId, "Northwind Support");

    const inbox = (await (await admin.request(`/api/console/organizations/${ids.organizationId}/inbox/conversations`)).json()) as {
      conversations: { id: string }[];
    };
    expect(inbox.conversations.length).toBeGreaterThan(0);
    ids.conversationId = inbox.conversations[0]!.id;

    const packs = (await (await admin.request(`/api/console/organizations/${ids.organizationId}/packs`)).json()) as { data: { id: string }[] };
    ids.packId = packs.data[0]?.id ?? "";
    if (!ids.packId) {
      const created = await admin.request(`/api/console/organizations/${ids.organizationId}/packs`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: "Returns policy" }),
      });
      expect(created.status).toBe(201);
      ids.packId = ((await created.json()) as { id: string }).id;
    }

    const invitation = await admin.request("/api/console/invitations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "headers-invitee@example.test", role: "viewer", organizationId: ids.organizationId }),
    });
    expect(invitation.status).toBe(201);
    ids.token = ((await invitation.json()) as { inviteUrl: string }).inviteUrl.split("/invite/")[1]!;
  });

  it("every page: a fresh nonce on every script, no framing, no sniffing, and no caching when signed in", { timeout: 90_000 }, async () => {
    const start = failures.length;
    const pages = discoverPages();
    expect(pages).toContain("/agents/[agentId]/keys");
    const values = { agentId: ids.agentId, conversationId: ids.conversationId, packId: ids.packId, token: ids.token };
    const publicPages = new Set(["/login", "/invite/[token]"]);

    await inPool(pages, width, async (pattern) => {
      const path = concretePage(pattern, values);
      targets.add(`page ${pattern}`);

      const signedIn = await send(sessions.superadmin, path);
      const where = `page ${path} (super-admin)`;
      const html = await signedIn.text();
      // The console's root sends the user on to their first section; every other page opens.
      const opens = pattern === "/" ? signedIn.status === 307 && !signedIn.headers.get("location")?.startsWith("/login") : signedIn.status === 200;
      if (!publicPages.has(pattern) && !opens) fail(where, `answered ${signedIn.status} (location ${signedIn.headers.get("location")})`);
      if (signedIn.status >= 500) fail(where, `answered ${signedIn.status}`);
      checkBaseline(where, signedIn);
      checkNoStore(where, signedIn);
      checkPagePolicy(where, signedIn, signedIn.status === 200 ? html : undefined);

      // The same page as the client router fetches it on navigation.
      const payload = await send(sessions.superadmin, path, { headers: { RSC: "1" } });
      await payload.text();
      checkBaseline(`${where} as RSC`, payload);
      checkNoStore(`${where} as RSC`, payload);

      // A role without access gets the 403 page (or the page), under the same rules.
      const viewer = await send(sessions.viewer, path);
      const viewerHtml = await viewer.text();
      checkBaseline(`page ${path} (viewer, ${viewer.status})`, viewer);
      checkNoStore(`page ${path} (viewer, ${viewer.status})`, viewer);
      checkPagePolicy(`page ${path} (viewer, ${viewer.status})`, viewer, viewer.status === 200 || viewer.status === 403 ? viewerHtml : undefined);

      // Signed out: the sign-in pages themselves, or a redirect to sign-in; framed by no one either way.
      const anonymous = await send(sessions.anonymous, path);
      const anonymousHtml = await anonymous.text();
      const anonymousWhere = `page ${path} (signed out, ${anonymous.status})`;
      if (publicPages.has(pattern)) {
        if (anonymous.status !== 200) fail(anonymousWhere, "a sign-in page that does not open signed out");
      } else if (anonymous.status !== 307 || !anonymous.headers.get("location")?.startsWith("/login")) {
        fail(anonymousWhere, `not sent to sign-in (location ${anonymous.headers.get("location")})`);
      }
      checkBaseline(anonymousWhere, anonymous);
      checkPagePolicy(anonymousWhere, anonymous, anonymous.status === 200 ? anonymousHtml : undefined);
    });
    expect(failures.slice(start)).toEqual([]);
  });

  it("every console route: uncached, unframeable JSON, and every mutation refused from another site", { timeout: 90_000 }, async () => {
    const start = failures.length;
    const routes = discoverConsoleRoutes().map((route) => {
      const [method, pattern] = route.split(" ") as [string, string];
      return { route, method, url: concreteRoute(pattern, ids.organizationId).replace("00000000-0000-4000-8000-000000000000", ids.agentId) };
    });
    let mutations = 0;

    await inPool(routes, width, async ({ route, method, url }) => {
      targets.add(route);
      if (!isMutating(method)) {
        const response = await send(sessions.superadmin, url);
        await textOf(response);
        const where = `${route} (super-admin, ${response.status})`;
        if (response.status >= 500) fail(where, "server error");
        checkBaseline(where, response);
        checkApiPolicy(where, response);
        checkNoStore(where, response);
        if (!response.headers.get("x-request-id")) fail(where, "no X-Request-Id");
        return;
      }
      mutations += 1;
      // Signed in: the attack a cross-site request makes, with the browser's cookies attached.
      for (const [variant, headers] of crossSiteVariants) {
        const response = await send(sessions.superadmin, url, { method, headers: { "content-type": "application/json", ...headers }, body: "{}" });
        const where = `${route} with ${variant}`;
        const body: unknown = await response.json().catch(() => undefined);
        if (response.status !== 403 || !crossSiteRefusal.safeParse(body).success)
          fail(where, `not refused: ${response.status} ${JSON.stringify(body)?.slice(0, 160)}`);
        checkBaseline(where, response);
        checkApiPolicy(where, response);
        checkNoStore(where, response);
      }
      // The house rule: a request from the console's own pages, or from a client without browser headers
      // (no ambient cookies to abuse), passes the cross-site check; signed out, it stops at the session.
      for (const [variant, headers] of [
        ["own Origin, Sec-Fetch-Site: same-origin", { origin: baseUrl, "sec-fetch-site": "same-origin" }],
        ["own Origin only", { origin: baseUrl }],
        ["neither Origin nor Sec-Fetch-Site", {}],
      ] as const) {
        const response = await send(sessions.anonymous, url, { method, headers: { "content-type": "application/json", ...headers }, body: "{}" });
        const where = `${route} signed out with ${variant}`;
        const body = (await response.json().catch(() => undefined)) as { error?: { code?: string } } | undefined;
        if (body?.error?.code === "CROSS_SITE_REQUEST") fail(where, "refused as cross-site");
        const isPublic = route === "POST /api/console/invitations/accept";
        if (isPublic ? response.status !== 400 : response.status !== 401) fail(where, `answered ${response.status} ${JSON.stringify(body)?.slice(0, 160)}`);
        checkNoStore(where, response);
      }
    });
    expect(mutations).toBeGreaterThan(40);

    // None of the refused requests signed the super-admin out (DELETE /api/console/session among them).
    expect((await send(sessions.superadmin, "/api/console/session")).status).toBe(200);
    expect(failures.slice(start)).toEqual([]);
  });

  it("sign-in, health and the webhook receiver: their own headers, and no sign-in or sign-out from another site", async () => {
    const start = failures.length;
    const health = await send(sessions.anonymous, "/api/health");
    targets.add("GET /api/health");
    checkBaseline("GET /api/health", health);
    checkNoStore("GET /api/health", health);

    for (const path of ["/api/auth/csrf", "/api/auth/session", "/api/auth/providers"]) {
      targets.add(`GET ${path}`);
      const response = await send(sessions.superadmin, path);
      await response.text();
      checkBaseline(`GET ${path}`, response);
      checkApiPolicy(`GET ${path}`, response);
      checkNoStore(`GET ${path}`, response);
    }

    // Login CSRF: another site signs the visitor in to an account of its choosing, even with a valid token pair.
    const attacker = new ConsoleSession(baseUrl, "198.18.7.4");
    const { csrfToken } = (await (await send(attacker, "/api/auth/csrf")).json()) as { csrfToken: string };
    for (const [variant, headers] of crossSiteVariants) {
      targets.add("POST /api/auth/callback/credentials");
      const signIn = await send(attacker, "/api/auth/callback/credentials", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ csrfToken, email: testUsers.operator.email, password: testPassword, callbackUrl: "/", json: "true" }),
      });
      const body: unknown = await signIn.json().catch(() => undefined);
      if (signIn.status !== 403 || !crossSiteRefusal.safeParse(body).success) fail(`sign-in with ${variant}`, `not refused: ${signIn.status}`);
      checkNoStore(`sign-in with ${variant}`, signIn);
      if (attacker.hasSessionCookie()) fail(`sign-in with ${variant}`, "a session was issued");

      targets.add("POST /api/auth/signout");
      const signOut = await send(sessions.superadmin, "/api/auth/signout", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ csrfToken, callbackUrl: "/", json: "true" }),
      });
      await signOut.text();
      if (signOut.status !== 403) fail(`sign-out with ${variant}`, `not refused: ${signOut.status}`);
    }
    expect((await send(sessions.superadmin, "/api/console/session")).status).toBe(200);

    // The receiver's credential is the delivery's signature: a browser's cookies and Origin count for nothing.
    targets.add("POST /api/webhooks/[webhookId]");
    const delivery = await send(sessions.superadmin, `/api/webhooks/${noSuchId}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: foreignOrigin, "sec-fetch-site": "cross-site" },
      body: JSON.stringify({ type: "message.created", data: {} }),
    });
    await delivery.text();
    if (delivery.status < 400 || delivery.status >= 500) fail("POST /api/webhooks/[webhookId] unsigned from another site", `answered ${delivery.status}`);
    checkBaseline("POST /api/webhooks/[webhookId]", delivery);
    checkNoStore("POST /api/webhooks/[webhookId]", delivery);
    expect(failures.slice(start)).toEqual([]);
  });

  it("the embedded AI Agent API: an API's headers on every operation, and a console session is no credential there", { timeout: 60_000 }, async () => {
    const start = failures.length;
    const calls = operations.flatMap((operation) =>
      surfacePrefixes[operation.surface].flatMap((prefix) =>
        ["", euRegionBase].map((region) => ({
          name: `${operation.method.toUpperCase()} ${region}${prefix}${operation.path}`,
          method: operation.method.toUpperCase(),
          url: `${region}${prefix}${operation.path.replace(/\{\w+\}/g, noSuchId)}`,
        })),
      ),
    );
    await inPool(calls, width, async ({ name, method, url }) => {
      targets.add(name);
      // A cross-site call with the console's cookies but no key: refused, never served on the session.
      const response = await send(sessions.superadmin, url, {
        method,
        headers: { "content-type": "application/json", origin: foreignOrigin, "sec-fetch-site": "cross-site" },
        body: method === "GET" || method === "DELETE" ? undefined : "{}",
      });
      await response.text();
      const where = `${name} (no key, ${response.status})`;
      if (response.status !== 401 && response.status !== 403) fail(where, "not refused without a key");
      if (response.headers.get("access-control-allow-origin") !== null) fail(where, "allows another origin to read it");
      checkBaseline(where, response);
      checkApiPolicy(where, response);
      checkNoStore(where, response);
    });

    // With its key: served, and still never cached on the way.
    const served = await send(sessions.anonymous, "/api/external/subscriptions", { headers: { "Super-Admin-Secret-Key": testSuperAdminKeys.us } });
    await served.text();
    expect(served.status).toBe(200);
    checkBaseline("GET /api/external/subscriptions (super-admin key)", served);
    checkApiPolicy("GET /api/external/subscriptions (super-admin key)", served);
    checkNoStore("GET /api/external/subscriptions (super-admin key)", served);

    // No cross-origin reads: a preflight from another site is not granted.
    const preflight = await send(sessions.anonymous, "/api/external/organizations", {
      method: "OPTIONS",
      headers: { origin: foreignOrigin, "access-control-request-method": "POST", "access-control-request-headers": "super-admin-secret-key" },
    });
    await preflight.text();
    expect(preflight.headers.get("access-control-allow-origin")).toBeNull();

    // The reference: its own scripts from this origin only, none inline, never framed.
    for (const path of ["/api/external/docs", `${euRegionBase}/api/external/docs`]) {
      targets.add(`GET ${path}`);
      const page = await send(sessions.anonymous, path);
      const html = await page.text();
      expect(page.status).toBe(200);
      checkBaseline(`GET ${path}`, page);
      const policy = page.headers.get("content-security-policy") ?? "";
      const directives = new Map(
        policy
          .split(";")
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name!, values]),
      );
      const scriptSources = directives.get("script-src") ?? directives.get("default-src") ?? ["*"];
      if (directives.get("frame-ancestors")?.join(" ") !== "'none'") fail(`GET ${path}`, `framing allowed by "${policy}"`);
      if (scriptSources.some((source) => source !== "'self'")) fail(`GET ${path}`, `scripts allowed from ${scriptSources.join(" ")}`);
      for (const tag of [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])) {
        if (!/\ssrc="\//.test(tag)) fail(`GET ${path}`, `inline or foreign script ${tag}`);
      }
    }
    expect(failures.slice(start)).toEqual([]);
  });

  it("asks browsers for HTTPS only when served over HTTPS", async () => {
    const plain = await send(sessions.anonymous, "/login");
    await plain.text();
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    const secure = await send(sessions.anonymous, "/login", { headers: { "x-forwarded-proto": "https" } });
    await secure.text();
    expect(secure.headers.get("strict-transport-security")).toMatch(/max-age=\d{7,}; includeSubDomains/);
  });
});
