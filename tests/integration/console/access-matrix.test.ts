import { beforeAll, describe, expect, inject, it } from "vitest";

import type { ConsoleRole } from "@/lib/console/users/roles";
import { callService } from "@/tests/support/agent-service";
import { concreteRoute, discoverConsoleRoutes } from "@/tests/support/console-routes";
import { ConsoleSession } from "@/tests/support/http-session";
import { invite } from "@/tests/support/invite";
import { testPassword, testSuperAdminKeys, testUsers } from "@/tests/support/test-server-users";

import type { RouteExpectation } from "./route-expectations/types";

const baseUrl = inject("baseUrl");
type Expectation = RouteExpectation;
const expectations: Record<string, Expectation> = Object.assign(
  {},
  ...Object.values(import.meta.glob<{ expectations: Record<string, Expectation> }>("./route-expectations/*.ts", { eager: true })).map(
    (module) => module.expectations,
  ),
);

type Caller = "anonymous" | "viewer" | "operator" | "otherOrgAdmin" | "orgAdmin" | "superadmin";
const callerRole: Record<Exclude<Caller, "anonymous">, ConsoleRole> = {
  viewer: "viewer",
  operator: "operator",
  otherOrgAdmin: "org_admin",
  orgAdmin: "org_admin",
  superadmin: "superadmin",
};

/** What each caller must get: 401 anonymous, 403 without the role, 404 for another organization, else past the checks. */
function expected(caller: Caller, expectation: Expectation): "unauthenticated" | "forbidden" | "not-found" | "allowed" {
  if (expectation.roles === "public") return "allowed";
  if (caller === "anonymous") return "unauthenticated";
  if (!expectation.roles.includes(callerRole[caller])) return "forbidden";
  if (expectation.organization && caller === "otherOrgAdmin") return "not-found";
  return "allowed";
}

const outcomeOf = (status: number) => (status === 401 ? "unauthenticated" : status === 403 ? "forbidden" : "passed");

describe("the console's route × role matrix", () => {
  const sessions = {} as Record<Caller, ConsoleSession>;
  let organizationId = "";

  beforeAll(async () => {
    sessions.anonymous = new ConsoleSession(baseUrl, "198.18.0.1");
    sessions.superadmin = new ConsoleSession(baseUrl, "198.18.0.2");
    await sessions.superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizations = (await (await sessions.superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    organizationId = organizations.find((organization) => organization.name === "Northwind Outfitters")!.id;

    const other = await callService(baseUrl, "POST", "/external/organizations", {
      key: testSuperAdminKeys.us,
      header: "Super-Admin-Secret-Key",
      body: { name: "Other org", users: [], licenseKey: "matrix" },
    });
    const connected = await sessions.superadmin.request("/api/console/organizations", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Other org", region: "us", key: other.body.organizationApiKey }),
    });
    expect(connected.status).toBe(201);
    const otherId = ((await connected.json()) as { id: string }).id;

    await invite(baseUrl, sessions.superadmin, "matrix-admin@example.test", "org_admin", organizationId);
    await invite(baseUrl, sessions.superadmin, "matrix-other@example.test", "org_admin", otherId);
    const signIns: [Caller, string][] = [
      ["orgAdmin", "matrix-admin@example.test"],
      ["otherOrgAdmin", "matrix-other@example.test"],
      ["operator", testUsers.operator.email],
      ["viewer", testUsers.viewer.email],
    ];
    for (const [caller, email] of signIns) {
      sessions[caller] = new ConsoleSession(baseUrl, `198.18.1.${signIns.findIndex(([name]) => name === caller)}`);
      expect(await sessions[caller].signIn(email, testPassword)).toBeUndefined();
    }
  });

  it("has an expectation for every route, and no expectation for a route that is gone", () => {
    const routes = discoverConsoleRoutes();
    expect(routes.filter((route) => !(route in expectations))).toEqual([]);
    expect(Object.keys(expectations).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it("answers every caller as expected on every route", { timeout: 120_000 }, async () => {
    const unexpected: string[] = [];
    const routes = discoverConsoleRoutes();
    const callers: Caller[] = ["anonymous", "viewer", "operator", "otherOrgAdmin", "orgAdmin", "superadmin"];
    // Signing out everywhere ends the caller's session, so that route is called last.
    const ordered = [...routes.filter((route) => route !== "DELETE /api/console/session"), "DELETE /api/console/session"];
    for (const route of ordered) {
      const [method, pattern] = route.split(" ") as [string, string];
      const url = concreteRoute(pattern, organizationId);
      for (const caller of callers) {
        const response = await sessions[caller].request(url, {
          method,
          headers: method === "GET" ? {} : { "content-type": "application/json" },
          body: method === "GET" ? undefined : "{}",
        });
        // Only the status matters; a stream (the inbox's events) must not stay open.
        await response.body?.cancel();
        const want = expected(caller, expectations[route]!);
        const got = outcomeOf(response.status);
        const ok = want === "not-found" ? response.status === 404 : want === "allowed" ? got === "passed" : got === want;
        if (!ok) unexpected.push(`${route} as ${caller}: expected ${want}, got ${response.status}`);
      }
    }
    expect(unexpected).toEqual([]);
  });
});
