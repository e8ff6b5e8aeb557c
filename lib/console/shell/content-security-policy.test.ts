import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, newNonce } from "./content-security-policy";

describe("contentSecurityPolicy", () => {
  it("allows scripts only with the nonce, and forbids framing", () => {
    const policy = contentSecurityPolicy("abc123");
    expect(policy).toContain("script-src 'self' 'nonce-abc123' 'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toContain("unsafe-eval");
  });

  it("allows eval only for the development server", () => {
    expect(contentSecurityPolicy("n", { isDevelopment: true })).toContain("'unsafe-eval'");
  });

  it("makes a different 128-bit nonce each time", () => {
    const nonce = newNonce();
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(nonce);
  });
});
