import { describe, expect, it } from "vitest";

import { isPotentiallyTrustworthy, issueVisitorToken, readVisitorToken, visitorCookie } from "./visitor-token";

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);

describe("visitor tokens", () => {
  it("are read back as the visitor they were issued to, for the same agent only", () => {
    const { visitorId, token } = issueVisitorToken(key, "agent-1");
    expect(readVisitorToken(key, "agent-1", token)).toBe(visitorId);
    expect(readVisitorToken(key, "agent-2", token)).toBeUndefined();
    expect(readVisitorToken(otherKey, "agent-1", token)).toBeUndefined();
  });

  it("refuse a changed visitor id, a changed signature and malformed text", () => {
    const { token } = issueVisitorToken(key, "agent-1");
    const [visitorId, signature] = token.split(".");
    const otherVisitor = issueVisitorToken(key, "agent-1").visitorId;
    expect(readVisitorToken(key, "agent-1", `${otherVisitor}.${signature}`)).toBeUndefined();
    const changedFirst = signature!.startsWith("A") ? "B" : "A";
    expect(readVisitorToken(key, "agent-1", `${visitorId}.${changedFirst}${signature!.slice(1)}`)).toBeUndefined();
    for (const text of [undefined, "", visitorId, `${token}.extra`, "not-a-uuid.abc", "x".repeat(300)]) {
      expect(readVisitorToken(key, "agent-1", text)).toBeUndefined();
    }
  });

  it("give every visitor a different id", () => {
    const ids = new Set(Array.from({ length: 50 }, () => issueVisitorToken(key, "agent-1").visitorId));
    expect(ids.size).toBe(50);
  });
});

describe("the visitor cookie", () => {
  it("is HttpOnly and scoped to the agent's routes", () => {
    const cookie = visitorCookie("v", "t", { path: "/api/widget/a", isSecure: false });
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Path=/api/widget/a");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).not.toContain("Secure");
  });

  it("may be sent to a framed widget over https, kept apart per website", () => {
    expect(visitorCookie("v", "t", { path: "/", isSecure: true })).toContain("SameSite=None; Secure; Partitioned");
  });
});

describe("secure origins", () => {
  it("are https, and loopback over plain http", () => {
    for (const origin of ["https://console.example.com", "http://localhost:3000", "http://app.localhost", "http://127.0.0.1:8080", "http://[::1]:3000"]) {
      expect(isPotentiallyTrustworthy(origin), origin).toBe(true);
    }
    for (const origin of ["http://console.internal", "http://10.0.0.5:3000", "not a url", "ftp://localhost"]) {
      expect(isPotentiallyTrustworthy(origin), origin).toBe(false);
    }
  });
});
