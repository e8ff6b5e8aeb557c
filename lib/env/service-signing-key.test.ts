import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { serviceSigningKey } from "./service-signing-key";

describe("serviceSigningKey", () => {
  it("is the same on every instance that shares AUTH_SECRET, whatever each generated", () => {
    const secret = "shared-auth-secret-0123456789abcdefghij";
    const first = serviceSigningKey(secret, randomBytes(32));
    const second = serviceSigningKey(secret, randomBytes(32));
    expect(first.equals(second)).toBe(true);
    expect(first).toHaveLength(32);
  });

  it("differs from the secret itself and between secrets", () => {
    const secret = "shared-auth-secret-0123456789abcdefghij";
    const key = serviceSigningKey(secret, randomBytes(32));
    expect(key.equals(Buffer.from(secret).subarray(0, 32))).toBe(false);
    expect(key.equals(serviceSigningKey(`${secret}!`, randomBytes(32)))).toBe(false);
  });

  it("is the generated key when no AUTH_SECRET is set", () => {
    const generated = randomBytes(32);
    expect(serviceSigningKey(undefined, generated)).toBe(generated);
  });
});
