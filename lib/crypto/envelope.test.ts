import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { currentKeyVersion, fingerprint, open, seal, VaultDecryptionError } from "./envelope";

const keys = new Map([[1, randomBytes(32)]]);
const row = "console_api_keys:6f1c…:organization:org-1";

function flipByte(base64: string, index = 0) {
  const bytes = Buffer.from(base64, "base64");
  bytes[index] = bytes[index]! ^ 0x01;
  return bytes.toString("base64");
}

describe("vault envelope", () => {
  it("opens what it sealed, with a fresh nonce each time", () => {
    const first = seal("org_secret-value-1234", keys, row);
    const second = seal("org_secret-value-1234", keys, row);
    expect(open(first, keys, row)).toBe("org_secret-value-1234");
    expect(first.nonce).not.toBe(second.nonce);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    expect(first.ciphertext).not.toContain("secret");
  });

  it.each(["ciphertext", "nonce", "tag"] as const)("fails closed when one byte of the %s changes", (part) => {
    const sealed = seal("org_secret-value-1234", keys, row);
    expect(() => open({ ...sealed, [part]: flipByte(sealed[part]) }, keys, row)).toThrow(VaultDecryptionError);
  });

  it("fails closed when the sealed value is moved to another row", () => {
    const sealed = seal("org_secret-value-1234", keys, row);
    expect(() => open(sealed, keys, "console_api_keys:other:organization:org-1")).toThrow(VaultDecryptionError);
  });

  it("opens secrets sealed under an older master key, and seals new ones under the newest", () => {
    const old = seal("sa_old-secret-0000", keys, row);
    const rotated = new Map([...keys, [2, randomBytes(32)]]);
    expect(open(old, rotated, row)).toBe("sa_old-secret-0000");
    expect(seal("x", rotated, row).keyVersion).toBe(2);
    expect(currentKeyVersion(rotated)).toBe(2);
  });

  it("fails closed when the master key version is gone or wrong", () => {
    const sealed = seal("secret", keys, row);
    expect(() => open(sealed, new Map([[2, randomBytes(32)]]), row)).toThrow(VaultDecryptionError);
    expect(() => open(sealed, new Map([[1, randomBytes(32)]]), row)).toThrow(VaultDecryptionError);
  });

  it("shows only a prefix and the last four characters", () => {
    expect(fingerprint("org_AbCdEfGhIjKlMnOpQrStUvWxYz012345")).toBe("org_AbCd…2345");
    expect(fingerprint("123e4567-e89b-12d3-a456-426614174000")).toBe("123e45…4000");
  });
});
