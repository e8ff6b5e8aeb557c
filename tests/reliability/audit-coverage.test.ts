import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { writeAudit } from "@/lib/console/audit/audit";
import { loginThrottleLimits } from "@/lib/console/auth/login-throttle-policy";
import { openDatabase, type OpenDatabase } from "@/lib/db/open";
import { createTestAgent, type TestAgent } from "@/tests/support/agent-service";
import { auditEntryOf, type AuditEntry } from "@/tests/support/audit-log";
import { ConsoleSession } from "@/tests/support/http-session";
import { northwindAgentId, northwindOrganizationId } from "@/tests/support/northwind";
import { createScratchDatabase, isPostgresAvailable } from "@/tests/support/postgres.mjs";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { testPassword, testSuperAdminKeys, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const json = { "content-type": "application/json" };

/** What an entry must name: who (or, signed out, that no one was), as what, from where, what, on what, where, how it went. */
type Expected = {
  action: string;
  outcome: AuditEntry["outcome"];
  actorEmail: string | null;
  actorRole: string;
  ip: string;
  /** Text the target must contain. */
  target: string;
  organizationId: string | null;
  code?: string;
};

/** Who an entry names as its actor, and from where, for the sessions below. */
const actors = {
  superadmin: { actorEmail: testUsers.superadmin.email, actorRole: "superadmin", ip: "198.18.9.1" },
  viewer: { actorEmail: testUsers.viewer.email, actorRole: "viewer", ip: "198.18.9.2" },
  operator: { actorEmail: testUsers.operator.email, actorRole: "operator", ip: "198.18.9.10" },
  anonymous: (ip: string) => ({ actorEmail: null, actorRole: "anonymous", ip }),
} as const;

describe("the audit log", () => {
  const failures: string[] = [];
  const actionsSeen = new Set<string>();
  let requestsSent = 0;
  let superadmin: ConsoleSession;
  let viewer: ConsoleSession;
  let organizationId = "";

  afterAll(() => {
    recordReliabilityFigures("audit-coverage", {
      suite: "audit log coverage",
      targets: actionsSeen.size,
      inputs: requestsSent,
      actionsCompleted: actionsSeen.size,
      failures,
    });
  });

  async function send(session: ConsoleSession, path: string, init?: RequestInit) {
    requestsSent += 1;
    return session.request(path, init);
  }

  /** Finds the entry a request left by the id its response carried, and holds it to `expected`. */
  async function expectEntry(requestId: string | null | undefined, expected: Expected): Promise<AuditEntry | undefined> {
    const where = `${expected.action} (${expected.outcome})`;
    if (!requestId || !uuid.test(requestId)) {
      failures.push(`${where}: the response named no request id (${requestId})`);
      return undefined;
    }
    const entry = await auditEntryOf(superadmin, expected.action, requestId);
    if (!entry) {
      failures.push(`${where}: no entry for request ${requestId}`);
      return undefined;
    }
    actionsSeen.add(where);
    const { code, target, ...fields } = expected;
    for (const [name, value] of Object.entries(fields)) {
      const actual = entry[name as keyof AuditEntry];
      if (actual !== value) failures.push(`${where}: ${name} is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
    }
    if (!entry.target?.includes(target)) failures.push(`${where}: target "${entry.target}" does not name ${target}`);
    if (code && entry.details?.code !== code) failures.push(`${where}: code ${JSON.stringify(entry.details?.code)}, expected ${code}`);
    return entry;
  }

  beforeAll(async () => {
    superadmin = new ConsoleSession(baseUrl, actors.superadmin.ip);
    viewer = new ConsoleSession(baseUrl, actors.viewer.ip);
    expect(await superadmin.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    expect(await viewer.signIn(testUsers.viewer.email, testPassword)).toBeUndefined();
    organizationId = await northwindOrganizationId(superadmin);
  });

  it("records sign-ins that succeed, fail and trip the rate limit, and signing out", async () => {
    const start = failures.length;
    const operator = new ConsoleSession(baseUrl, actors.operator.ip);
    requestsSent += 2;
    expect(await operator.signIn(testUsers.operator.email, testPassword)).toBeUndefined();
    await expectEntry(operator.lastSignInRequestId, {
      action: "login",
      outcome: "success",
      ...actors.operator,
      target: testUsers.operator.email,
      organizationId: null,
    });

    const stranger = new ConsoleSession(baseUrl, "198.18.9.11");
    requestsSent += 2;
    expect(await stranger.signIn(testUsers.operator.email, "not-the-password")).toBe("CredentialsSignin");
    await expectEntry(stranger.lastSignInRequestId, {
      action: "login",
      outcome: "failure",
      ...actors.anonymous("198.18.9.11"),
      target: testUsers.operator.email,
      organizationId: null,
    });

    const account = "audit-guesswork@example.test";
    requestsSent += loginThrottleLimits.perAccount * 2;
    await Promise.all(
      Array.from({ length: loginThrottleLimits.perAccount }, (_, attempt) => new ConsoleSession(baseUrl, `198.18.109.${attempt}`).signIn(account, "guess")),
    );
    const tripped = new ConsoleSession(baseUrl, "198.18.9.30");
    requestsSent += 2;
    expect(await tripped.signIn(account, "guess")).toMatch(/^RATE_LIMITED:/);
    await expectEntry(tripped.lastSignInRequestId, {
      action: "login",
      outcome: "denied",
      ...actors.anonymous("198.18.9.30"),
      target: account,
      organizationId: null,
      code: "RATE_LIMITED",
    });

    const { csrfToken } = (await (await send(operator, "/api/auth/csrf")).json()) as { csrfToken: string };
    const signOut = await send(operator, "/api/auth/signout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, callbackUrl: "/login", json: "true" }),
    });
    await expectEntry(signOut.headers.get("x-request-id"), {
      action: "logout",
      outcome: "success",
      ...actors.operator,
      target: "user:",
      organizationId: null,
    });
    expect(failures.slice(start)).toEqual([]);
  });

  it("records every key action: connect, create, rotate, revoke", { timeout: 60_000 }, async () => {
    const start = failures.length;
    const agent: TestAgent = await createTestAgent(baseUrl, { name: "Audit agent" });
    const connected = await send(superadmin, "/api/console/organizations", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ name: "Audit Outfitters", region: "us", key: agent.organization.key }),
    });
    expect(connected.status).toBe(201);
    const auditOrganizationId = ((await connected.json()) as { id: string }).id;
    await expectEntry(connected.headers.get("x-request-id"), {
      action: "organization.connect",
      outcome: "success",
      ...actors.superadmin,
      target: auditOrganizationId,
      organizationId: auditOrganizationId,
    });

    const agentKey = await send(superadmin, `/api/console/organizations/${auditOrganizationId}/keys`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ scope: "agent", key: agent.key, label: "Audit agent key" }),
    });
    expect(agentKey.status).toBe(201);
    await expectEntry(agentKey.headers.get("x-request-id"), {
      action: "key.connect",
      outcome: "success",
      ...actors.superadmin,
      target: ((await agentKey.json()) as { id: string }).id,
      organizationId: auditOrganizationId,
    });

    const superAdminKey = await send(superadmin, "/api/console/keys/super-admin", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ region: "us", key: testSuperAdminKeys.us }),
    });
    expect(superAdminKey.status).toBe(201);
    await expectEntry(superAdminKey.headers.get("x-request-id"), {
      action: "key.connect",
      outcome: "success",
      ...actors.superadmin,
      target: ((await superAdminKey.json()) as { id: string }).id,
      // A region's key belongs to no one organization.
      organizationId: null,
    });

    const keys = `/api/console/organizations/${auditOrganizationId}/agents/${agent.id}/keys`;
    const created = await send(superadmin, keys, { method: "POST", headers: json, body: JSON.stringify({ name: "Audited key" }) });
    expect(created.status).toBe(201);
    const createdId = ((await created.json()) as { id: string }).id;
    const expectedKeyEntry = { ...actors.superadmin, outcome: "success", organizationId: auditOrganizationId } as const;
    await expectEntry(created.headers.get("x-request-id"), { ...expectedKeyEntry, action: "key.create", target: `key:${createdId}` });

    const rotated = await send(superadmin, `${keys}/${createdId}/rotate`, { method: "POST" });
    expect(rotated.status).toBe(200);
    await expectEntry(rotated.headers.get("x-request-id"), { ...expectedKeyEntry, action: "key.rotate", target: `key:${createdId}` });

    // The agent's first key, the one the console was connected with: revoking it is audited like any other.
    const revoked = await send(superadmin, `${keys}/${agent.keyId}`, { method: "DELETE" });
    expect(revoked.status).toBe(200);
    await expectEntry(revoked.headers.get("x-request-id"), { ...expectedKeyEntry, action: "key.revoke", target: `key:${agent.keyId}` });

    // A key action that fails upstream is recorded as failed, by the same request.
    const missing = await send(superadmin, `${keys}/00000000-0000-4000-8000-000000000009/rotate`, { method: "POST" });
    expect(missing.status).toBe(404);
    await expectEntry(missing.headers.get("x-request-id"), {
      ...expectedKeyEntry,
      outcome: "failure",
      action: "key.rotate",
      target: `/keys/00000000-0000-4000-8000-000000000009/rotate`,
      code: "NOT_FOUND",
    });
    expect(failures.slice(start)).toEqual([]);
  });

  it("records invitations, their acceptance and role changes", async () => {
    const start = failures.length;
    const email = "audit-invitee@example.test";
    const invited = await send(superadmin, "/api/console/invitations", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email, role: "operator", organizationId }),
    });
    expect(invited.status).toBe(201);
    const { inviteUrl } = (await invited.json()) as { inviteUrl: string };
    await expectEntry(invited.headers.get("x-request-id"), {
      action: "user.invite",
      outcome: "success",
      ...actors.superadmin,
      target: email,
      organizationId,
    });

    const invitee = new ConsoleSession(baseUrl, "198.18.9.40");
    const accepted = await send(invitee, "/api/console/invitations/accept", {
      method: "POST",
      headers: json,
      body: JSON.stringify({ token: inviteUrl.split("/invite/")[1], name: "Audit Invitee", password: testPassword }),
    });
    expect(accepted.status).toBe(201);
    await expectEntry(accepted.headers.get("x-request-id"), {
      action: "user.invitation_accepted",
      outcome: "success",
      actorEmail: email,
      actorRole: "operator",
      ip: "198.18.9.40",
      target: "invitation:",
      organizationId,
    });

    const users = (await (await send(superadmin, "/api/console/users")).json()) as { id: string; email: string }[];
    const inviteeId = users.find((user) => user.email === email)!.id;
    const changed = await send(superadmin, `/api/console/users/${inviteeId}`, { method: "PATCH", headers: json, body: JSON.stringify({ role: "viewer" }) });
    expect(changed.status).toBe(204);
    const entry = await expectEntry(changed.headers.get("x-request-id"), {
      action: "user.update",
      outcome: "success",
      ...actors.superadmin,
      target: inviteeId,
      organizationId,
    });
    expect(entry?.details).toMatchObject({ from: { role: "operator" }, to: { role: "viewer" } });
    expect(failures.slice(start)).toEqual([]);
  });

  it("records failed authorizations: a route or page the role may not use, another site's request", async () => {
    const start = failures.length;
    const agentId = await northwindAgentId(superadmin, organizationId, "Northwind Support");
    const keysRoute = `/api/console/organizations/${organizationId}/agents/${agentId}/keys`;
    const refused = await send(viewer, keysRoute, { method: "POST", headers: json, body: JSON.stringify({ name: "Not mine to make" }) });
    expect(refused.status).toBe(403);
    await expectEntry(refused.headers.get("x-request-id"), {
      action: "key.create",
      outcome: "denied",
      ...actors.viewer,
      target: keysRoute,
      organizationId,
      code: "FORBIDDEN",
    });

    const read = await send(viewer, "/api/console/audit");
    expect(read.status).toBe(403);
    await expectEntry(read.headers.get("x-request-id"), {
      action: "GET /api/console/audit",
      outcome: "denied",
      ...actors.viewer,
      target: "/api/console/audit",
      organizationId: null,
      code: "FORBIDDEN",
    });

    const page = await send(viewer, "/settings/audit");
    await page.text();
    expect(page.status).toBe(403);
    await expectEntry(page.headers.get("x-request-id"), {
      action: "GET /settings/audit",
      outcome: "denied",
      ...actors.viewer,
      target: "/settings/audit",
      organizationId: null,
      code: "FORBIDDEN",
    });

    const crossSite = await send(superadmin, keysRoute, {
      method: "POST",
      headers: { ...json, origin: "https://attacker.example" },
      body: JSON.stringify({ name: "Forged" }),
    });
    expect(crossSite.status).toBe(403);
    await expectEntry(crossSite.headers.get("x-request-id"), {
      action: "key.create",
      outcome: "denied",
      ...actors.superadmin,
      target: keysRoute,
      organizationId,
      code: "CROSS_SITE_REQUEST",
    });
    expect(failures.slice(start)).toEqual([]);
  });
});

describe("the audit log is append-only for the application's database role", () => {
  const databases: [string, () => Promise<{ database: OpenDatabase; done: () => Promise<void> }>][] = [
    [
      "PGlite",
      async () => {
        const database = openDatabase({ driver: "pglite" });
        await database.migrate();
        return { database, done: () => database.close() };
      },
    ],
    [
      "PostgreSQL",
      async () => {
        // The server's own database when it runs on PostgreSQL (its rows, its role); a scratch one otherwise.
        if (databaseUrl) {
          const database = openDatabase({ driver: "postgres", url: databaseUrl });
          return { database, done: () => database.close() };
        }
        const scratch = await createScratchDatabase();
        const database = openDatabase({ driver: "postgres", url: scratch.url });
        await database.migrate();
        return {
          database,
          done: async () => {
            await database.close();
            await scratch.drop();
          },
        };
      },
    ],
  ];
  const postgresAvailable = isPostgresAvailable();

  for (const [name, open] of databases) {
    it(`refuses to change, remove or empty audit rows on ${name}`, async ({ skip }) => {
      if (name === "PostgreSQL" && !databaseUrl && !(await postgresAvailable)) skip();
      const { database, done } = await open();
      try {
        const { db } = database;
        await writeAudit(db, { action: "audit.append_only_check", outcome: "success", ip: "198.18.9.99", requestId: crypto.randomUUID() });
        const countRows = async () =>
          Number(((await db.execute(sql`select count(*)::int as n from console_audit_log`)) as { rows: { n: number }[] }).rows[0]!.n);
        const before = await countRows();
        expect(before).toBeGreaterThan(0);
        const refusedAsAppendOnly = (error: Error & { cause?: Error }) => /append-only/.test(error.cause?.message ?? error.message);
        await expect(db.execute(sql`update console_audit_log set outcome = 'failure', actor_email = 'someone-else@example.test'`)).rejects.toSatisfy(
          refusedAsAppendOnly,
        );
        await expect(db.execute(sql`delete from console_audit_log where action = 'audit.append_only_check'`)).rejects.toSatisfy(refusedAsAppendOnly);
        await expect(db.execute(sql`delete from console_audit_log`)).rejects.toSatisfy(refusedAsAppendOnly);
        await expect(db.execute(sql`truncate console_audit_log`)).rejects.toSatisfy(refusedAsAppendOnly);
        expect(await countRows()).toBeGreaterThanOrEqual(before);
        const rows = (await db.execute(sql`select outcome from console_audit_log where action = 'audit.append_only_check'`)) as { rows: { outcome: string }[] };
        expect(rows.rows.every((row) => row.outcome === "success")).toBe(true);
      } finally {
        await done();
      }
    });
  }
});
