import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { loginThrottleLimits } from "@/lib/console/auth/login-throttle-policy";
import { auditEntryOf } from "@/tests/support/audit-log";
import { ConsoleSession } from "@/tests/support/http-session";
import { invite } from "@/tests/support/invite";
import { northwindOrganizationId } from "@/tests/support/northwind";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");

describe("sessions and sign-in", () => {
  const failures: string[] = [];
  let requestsSent = 0;
  let actionsCompleted = 0;
  let superadmin: ConsoleSession;
  let organizationId = "";

  afterAll(() => {
    recordReliabilityFigures("sessions-and-access", {
      suite: "sessions and access",
      targets: actionsCompleted,
      inputs: requestsSent,
      actionsCompleted,
      failures,
    });
  });

  /** A session's request, counted. */
  async function send(session: ConsoleSession, path: string, init?: RequestInit) {
    requestsSent += 1;
    return session.request(path, init);
  }

  async function signedIn(email: string, address: string) {
    const session = new ConsoleSession(baseUrl, address);
    requestsSent += 2;
    expect(await session.signIn(email, testPassword)).toBeUndefined();
    expect(session.hasSessionCookie()).toBe(true);
    return session;
  }

  /** A copy of a session's cookie in another client: what a stolen or left-behind cookie could do. */
  function copyOf(session: ConsoleSession, address: string) {
    const cookie = session.cookieHeader();
    return {
      request(path: string) {
        requestsSent += 1;
        return fetch(new URL(path, baseUrl), { headers: { cookie, "x-forwarded-for": address }, redirect: "manual" });
      },
    };
  }

  async function userId(email: string) {
    const users = (await (await send(superadmin, "/api/console/users")).json()) as { id: string; email: string }[];
    return users.find((user) => user.email === email)!.id;
  }

  async function updateUser(email: string, change: { role?: string; status?: string }) {
    const response = await send(superadmin, `/api/console/users/${await userId(email)}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(change),
    });
    expect(response.status).toBe(204);
    return response;
  }

  /** The check that ends a test: refused at once, on the API and on a page. */
  async function expectSignedOut(client: { request(path: string): Promise<Response> }, what: string) {
    const api = await client.request("/api/console/session");
    if (api.status !== 401) failures.push(`${what}: the API still answered ${api.status}`);
    const page = await client.request("/agents");
    if (!page.headers.get("location")?.startsWith("/login")) failures.push(`${what}: a page still answered ${page.status}`);
  }

  beforeAll(async () => {
    superadmin = await signedIn(testUsers.superadmin.email, "198.18.8.1");
    organizationId = await northwindOrganizationId(superadmin);
    await Promise.all([
      invite(baseUrl, superadmin, "session-admin@example.test", "org_admin", organizationId),
      invite(baseUrl, superadmin, "session-viewer@example.test", "viewer", organizationId),
      invite(baseUrl, superadmin, "session-signout@example.test", "operator", organizationId),
    ]);
  });

  it("signing out ends that session on the server: its cookie, even replayed, is refused on the next request", async () => {
    const start = failures.length;
    const laptop = await signedIn("session-signout@example.test", "198.18.8.10");
    const phone = await signedIn("session-signout@example.test", "198.18.8.11");
    const replayed = copyOf(laptop, "198.18.8.12");
    expect((await replayed.request("/api/console/session")).status).toBe(200);

    const { csrfToken } = (await (await send(laptop, "/api/auth/csrf")).json()) as { csrfToken: string };
    const signOut = await send(laptop, "/api/auth/signout", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrfToken, callbackUrl: "/login", json: "true" }),
    });
    expect(signOut.status).toBe(200);
    expect(laptop.hasSessionCookie()).toBe(false);
    await expectSignedOut(laptop, "the signed-out browser");
    await expectSignedOut(replayed, "a copy of the signed-out cookie");
    // Only that session: the same user's other device stays signed in.
    expect((await send(phone, "/api/console/session")).status).toBe(200);

    const entry = await auditEntryOf(superadmin, "logout", signOut.headers.get("x-request-id"));
    expect(entry).toMatchObject({ outcome: "success", actorEmail: "session-signout@example.test", actorRole: "operator", ip: "198.18.8.10" });
    actionsCompleted += 1;
    expect(failures.slice(start)).toEqual([]);
  });

  it("signing out everywhere ends every session of the user on its next request", async () => {
    const start = failures.length;
    const laptop = await signedIn(testUsers.operator.email, "198.18.8.20");
    const phone = await signedIn(testUsers.operator.email, "198.18.8.21");
    expect((await send(phone, "/api/console/session")).status).toBe(200);

    expect((await send(laptop, "/api/console/session", { method: "DELETE" })).status).toBe(204);
    await expectSignedOut(phone, "another device after signing out everywhere");
    await expectSignedOut(laptop, "the device that signed out everywhere");

    const again = await signedIn(testUsers.operator.email, "198.18.8.22");
    expect((await send(again, "/api/console/session")).status).toBe(200);
    actionsCompleted += 1;
    expect(failures.slice(start)).toEqual([]);
  });

  it("a role change ends the user's sessions on their next request, and the new role applies after signing in again", async () => {
    const start = failures.length;
    const email = "session-admin@example.test";
    const session = await signedIn(email, "198.18.8.30");
    expect((await send(session, "/settings/users")).status).toBe(200);
    expect((await send(session, "/api/console/users")).status).toBe(200);

    await updateUser(email, { role: "viewer" });
    await expectSignedOut(session, "a session after its role changed");

    const renewed = await signedIn(email, "198.18.8.31");
    expect((await send(renewed, "/api/console/session")).status).toBe(200);
    expect((await send(renewed, "/settings/users")).status).toBe(403);
    expect((await send(renewed, "/api/console/users")).status).toBe(403);

    await updateUser(email, { role: "org_admin" });
    await expectSignedOut(renewed, "a session after its role changed back");
    actionsCompleted += 1;
    expect(failures.slice(start)).toEqual([]);
  });

  it("disabling a user refuses their session on the next request and their sign-in, until enabled again", async () => {
    const start = failures.length;
    const email = "session-viewer@example.test";
    const session = await signedIn(email, "198.18.8.40");
    expect((await send(session, "/api/console/session")).status).toBe(200);

    await updateUser(email, { status: "disabled" });
    await expectSignedOut(session, "a disabled user's session");
    requestsSent += 2;
    expect(await new ConsoleSession(baseUrl, "198.18.8.41").signIn(email, testPassword)).toBe("CredentialsSignin");

    await updateUser(email, { status: "active" });
    await signedIn(email, "198.18.8.42");
    actionsCompleted += 1;
    expect(failures.slice(start)).toEqual([]);
  });

  it("refuses an account tried from many addresses at a new address, even with the right password, and records the trip", async () => {
    const attempts = Array.from({ length: loginThrottleLimits.perAccount }, (_, attempt) => new ConsoleSession(baseUrl, `198.18.108.${attempt}`));
    requestsSent += attempts.length * 2;
    const answers = await Promise.all(attempts.map((session) => session.signIn(testUsers.lockedOut.email, "wrong-password")));
    expect(answers).toEqual(attempts.map(() => "CredentialsSignin"));

    const refusedSession = new ConsoleSession(baseUrl, "198.18.8.60");
    requestsSent += 2;
    const refused = await refusedSession.signIn(testUsers.lockedOut.email, testPassword);
    expect(refused).toMatch(/^RATE_LIMITED:\d+$/);
    expect(Number(refused!.split(":")[1])).toBeGreaterThan(loginThrottleLimits.windowMs / 1000 - 60);
    expect(refusedSession.hasSessionCookie()).toBe(false);

    const trip = await auditEntryOf(superadmin, "login", refusedSession.lastSignInRequestId);
    expect(trip).toMatchObject({
      outcome: "denied",
      target: testUsers.lockedOut.email,
      actorRole: "anonymous",
      ip: "198.18.8.60",
      details: { code: "RATE_LIMITED" },
    });
    actionsCompleted += 1;
  });

  it("refuses an address trying many accounts, and no other address", async () => {
    const address = "198.18.8.70";
    requestsSent += loginThrottleLimits.perAddress * 2;
    await Promise.all(
      Array.from({ length: loginThrottleLimits.perAddress }, (_, attempt) =>
        new ConsoleSession(baseUrl, address).signIn(`nobody-${attempt}@example.test`, "wrong-password"),
      ),
    );
    requestsSent += 4;
    expect(await new ConsoleSession(baseUrl, address).signIn(testUsers.viewer.email, testPassword)).toMatch(/^RATE_LIMITED:\d+$/);
    expect(await new ConsoleSession(baseUrl, "198.18.8.71").signIn(testUsers.viewer.email, testPassword)).toBeUndefined();
    // An unknown email is answered like a wrong password: nothing tells which accounts exist.
    requestsSent += 2;
    expect(await new ConsoleSession(baseUrl, "198.18.8.72").signIn("ghost@example.test", testPassword)).toBe("CredentialsSignin");
    actionsCompleted += 1;
  });

  it("returns the signed-in user without anything secret", async () => {
    const session = await signedIn(testUsers.viewer.email, "198.18.8.80");
    const body = await (await send(session, "/api/console/session")).json();
    expect(body).toEqual({ user: { id: expect.any(String), email: testUsers.viewer.email, name: testUsers.viewer.name, role: "viewer" } });
  });
});
