import { describe, expect, inject, it } from "vitest";

const baseUrl = inject("baseUrl");

describe("security headers", () => {
  it("gives every page a fresh nonce-based policy that its scripts carry", async () => {
    const first = await fetch(`${baseUrl}/login`);
    const second = await fetch(`${baseUrl}/login`);
    const policy = first.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    expect(second.headers.get("content-security-policy")).not.toContain(nonce!);

    const html = await first.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);

    for (const response of [first, second]) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("answers console API calls uncached, unframeable and unsniffable", async () => {
    const response = await fetch(`${baseUrl}/api/console/session`);
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("asks browsers for HTTPS only when served over HTTPS", async () => {
    const response = await fetch(`${baseUrl}/login`, { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers.get("strict-transport-security")).toContain("max-age=");
  });
});
