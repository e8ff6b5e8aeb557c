import { describe, expect, inject, it } from "vitest";

import packageJson from "@/package.json";

describe("GET /api/health", () => {
  it("reports the database in use and the app version", async () => {
    const response = await fetch(`${inject("baseUrl")}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      status: "ok",
      database: inject("databaseUrl") ? "postgres" : "pglite",
      version: packageJson.version,
    });
  });
});

describe("GET /api/health/live", () => {
  it("answers a constant, never cached, for a load balancer's liveness probe", async () => {
    const response = await fetch(`${inject("baseUrl")}/api/health/live`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(await response.json()).toEqual({ status: "ok" });
  });
});
