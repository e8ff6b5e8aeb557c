import { eq } from "drizzle-orm";
import { afterAll, describe, expect, inject, it } from "vitest";

import { changeUserRole, changeUserStatus } from "@/lib/console/users";
import { openDatabase } from "@/lib/db/open";
import { consoleUsers } from "@/lib/db/schema";
import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-users.mjs";

const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");

async function signedIn(email: string, address: string) {
  const session = new ConsoleSession(baseUrl, address);
  expect(await session.signIn(email, testPassword)).toBeUndefined();
  expect(session.hasSessionCookie()).toBe(true);
  return session;
}

describe("sessions", () => {
  it("signing out everywhere ends every session of the user on its next request", async () => {
    const laptop = await signedIn(testUsers.operator.email, "192.0.2.10");
    const phone = await signedIn(testUsers.operator.email, "192.0.2.11");
    expect((await phone.request("/api/console/session")).status).toBe(200);

    const revoke = await laptop.request("/api/console/session", { method: "DELETE" });
    expect(revoke.status).toBe(204);

    expect((await phone.request("/api/console/session")).status).toBe(401);
    expect((await laptop.request("/api/console/session")).status).toBe(401);
    expect((await phone.request("/inbox")).headers.get("location")).toMatch(/^\/login/);

    const again = await signedIn(testUsers.operator.email, "192.0.2.12");
    expect((await again.request("/api/console/session")).status).toBe(200);
  });

  it("returns the signed-in user without anything secret", async () => {
    const session = await signedIn(testUsers.viewer.email, "192.0.2.13");
    const body = await (await session.request("/api/console/session")).json();
    expect(body).toEqual({
      user: { id: expect.any(String), email: testUsers.viewer.email, name: testUsers.viewer.name, role: "viewer" },
    });
  });
});

describe.runIf(databaseUrl)("sessions revoked by changes made in the database", () => {
  const database = databaseUrl ? openDatabase({ driver: "postgres", url: databaseUrl }) : undefined;
  afterAll(() => database?.close());

  async function userId(email: string) {
    const [user] = await database!.db.select().from(consoleUsers).where(eq(consoleUsers.email, email));
    return user!.id;
  }

  it("a role change ends the user's sessions at once, and the new role applies after signing in again", async () => {
    const session = await signedIn(testUsers.orgAdmin.email, "192.0.2.20");
    expect((await session.request("/agents")).status).toBe(200);

    await changeUserRole(database!.db, await userId(testUsers.orgAdmin.email), "viewer");
    expect((await session.request("/api/console/session")).status).toBe(401);

    const renewed = await signedIn(testUsers.orgAdmin.email, "192.0.2.21");
    expect((await renewed.request("/agents")).status).toBe(403);
    await changeUserRole(database!.db, await userId(testUsers.orgAdmin.email), "org_admin");
  });

  it("a disabled user is refused on the next request and cannot sign in", async () => {
    const session = await signedIn(testUsers.viewer.email, "192.0.2.22");
    const id = await userId(testUsers.viewer.email);
    await changeUserStatus(database!.db, id, "disabled");
    try {
      expect((await session.request("/api/console/session")).status).toBe(401);
      expect(await new ConsoleSession(baseUrl, "192.0.2.23").signIn(testUsers.viewer.email, testPassword)).toBe(
        "CredentialsSignin",
      );
    } finally {
      await changeUserStatus(database!.db, id, "active");
    }
  });
});
