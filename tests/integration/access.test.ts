import { describe, expect, inject, it } from "vitest";

import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-users.mjs";

const baseUrl = inject("baseUrl");

describe("access to console pages and routes", () => {
  it("sends an anonymous visitor to sign-in, remembering where they were going", async () => {
    const response = await new ConsoleSession(baseUrl).request("/usage");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/login?callbackUrl=%2Fusage");
  });

  it("answers an anonymous API call with 401 in the console's error envelope", async () => {
    const response = await new ConsoleSession(baseUrl).request("/api/console/session");
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: { code: "UNAUTHENTICATED", message: expect.any(String) } });
  });

  it.each([
    ["viewer", "/usage", 200],
    ["viewer", "/settings", 200],
    ["viewer", "/agents", 403],
    ["viewer", "/inbox", 403],
    ["operator", "/inbox", 200],
    ["operator", "/agents", 403],
    ["orgAdmin", "/agents", 200],
    ["orgAdmin", "/admin", 403],
    ["superadmin", "/admin", 200],
  ] as const)("%s opening %s gets %i", async (who, path, status) => {
    const session = new ConsoleSession(baseUrl, `198.51.100.${path.length}`);
    expect(await session.signIn(testUsers[who].email, testPassword)).toBeUndefined();
    const response = await session.request(path);
    expect(response.status).toBe(status);
  });

  it("lands each role on the first page it may open", async () => {
    const landing = { superadmin: "/agents", orgAdmin: "/agents", operator: "/inbox", viewer: "/usage" } as const;
    for (const [who, path] of Object.entries(landing)) {
      const session = new ConsoleSession(baseUrl, "198.51.100.200");
      await session.signIn(testUsers[who as keyof typeof landing].email, testPassword);
      const response = await session.request("/");
      expect(response.status).toBe(307);
      expect(response.headers.get("location")).toBe(path);
    }
  });

  it("refuses a cross-site mutation even with a valid session", async () => {
    const session = new ConsoleSession(baseUrl, "198.51.100.201");
    await session.signIn(testUsers.viewer.email, testPassword);
    const response = await session.request("/api/console/session", {
      method: "DELETE",
      headers: { "sec-fetch-site": "cross-site", origin: "https://attacker.example" },
    });
    expect(response.status).toBe(403);
    expect((await session.request("/api/console/session")).status).toBe(200);
  });
});
