import { Validator } from "@seriousme/openapi-schema-validator";
import { beforeAll, describe, expect, inject, it } from "vitest";

import { discoverConsoleRoutes } from "@/tests/support/console-routes";
import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");

describe("the console's OpenAPI document", () => {
  const viewer = new ConsoleSession(baseUrl, "198.18.19.1");

  beforeAll(async () => {
    await viewer.signIn(testUsers.viewer.email, testPassword);
  });

  it("is valid OpenAPI 3.1 and lists every route the console answers, with the roles each needs", async () => {
    const response = await viewer.request("/api/console/openapi.json");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, { "x-console-roles": string[] }>> };
    const result = await new Validator().validate(document as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    const listed = Object.entries(document.paths).flatMap(([address, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${address.replace(/\{(\w+)\}/g, "[$1]")}`),
    );
    expect(listed.sort()).toEqual(discoverConsoleRoutes());
    expect(document.paths["/api/console/organizations/{organizationId}/agents"]?.post?.["x-console-roles"]).toEqual(["superadmin", "org_admin"]);
  });

  it("is for signed-in users", async () => {
    expect((await new ConsoleSession(baseUrl, "198.18.19.2").request("/api/console/openapi.json")).status).toBe(401);
  });
});
