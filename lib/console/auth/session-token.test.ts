import { decode, encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";

import { decodeSessionToken, encodeSessionToken, sessionCookieName, sessionTokenFrom, sessionTokenKey } from "./session-token";

const secret = "test-auth-secret-0123456789abcdefghijklmnopqrstuvwxyz";
const claims = {
  uid: "7b0c5f2e-1c1d-4a55-9f7e-3f7a1c2b9d10",
  role: "operator" as const,
  sv: 3,
  sid: "0d9f6a0e-5b8e-4f3c-a2b1-6c1d2e3f4a5b",
  email: "a@example.test",
};
const now = Math.floor(Date.now() / 1000);

/** The same token with one character of its `index`th part changed. */
function altered(token: string, index: number): string {
  const parts = token.split(".");
  const part = parts[index] ?? "";
  parts[index] = `${part.slice(0, 4)}${part[4] === "A" ? "B" : "A"}${part.slice(5)}`;
  return parts.join(".");
}

describe("session tokens", () => {
  it("reads a token next-auth issued, and next-auth reads one it issued", async () => {
    const issuedByNextAuth = await encode({ token: claims, secret, maxAge: 600 });
    expect(decodeSessionToken(issuedByNextAuth, sessionTokenKey(secret))).toMatchObject(claims);

    const issued = encodeSessionToken(claims, sessionTokenKey(secret), 600);
    const read = await decode({ token: issued, secret });
    expect(read).toMatchObject(claims);
    expect(read?.exp).toBe((read?.iat as number) + 600);
    expect(read?.jti).toEqual(expect.any(String));
  });

  it("derives the key once per secret, and the key differs with the secret and the salt", () => {
    expect(sessionTokenKey(secret)).toBe(sessionTokenKey(secret));
    expect(sessionTokenKey(secret).equals(sessionTokenKey(`${secret}x`))).toBe(false);
    expect(sessionTokenKey(secret).equals(sessionTokenKey(secret, "salt"))).toBe(false);
  });

  it("refuses a token altered anywhere, or under another secret", () => {
    const token = encodeSessionToken(claims, sessionTokenKey(secret), 600);
    for (const index of [0, 2, 3, 4]) expect(decodeSessionToken(altered(token, index), sessionTokenKey(secret)), `part ${index}`).toBeNull();
    expect(decodeSessionToken(token, sessionTokenKey(`${secret}x`))).toBeNull();
  });

  it("refuses what is not a token of this format", () => {
    const key = sessionTokenKey(secret);
    const token = encodeSessionToken(claims, key, 600);
    const [header0 = "", , iv = "", ciphertext = "", tag = ""] = token.split(".");
    const header = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const other of [
      undefined,
      "",
      "not-a-token",
      token.split(".").slice(0, 4).join("."),
      `${token}.`,
      `${header({ alg: "dir", enc: "A128GCM" })}..${iv}.${ciphertext}.${tag}`,
      `${header({ alg: "dir", enc: "A256GCM", zip: "DEF" })}..${iv}.${ciphertext}.${tag}`,
      `${header0}.c29tZWtleQ.${iv}.${ciphertext}.${tag}`,
      `${header0}..${iv}.${ciphertext}.${tag.slice(0, 10)}`,
      token.replace(".", ".+/"),
    ]) {
      expect(decodeSessionToken(other, key), String(other)).toBeNull();
    }
  });

  it("refuses an expired token, with next-auth's 15 seconds' tolerance for clocks apart", () => {
    const key = sessionTokenKey(secret);
    const token = encodeSessionToken(claims, key, 60, now);
    expect(decodeSessionToken(token, key, now + 60 + 14)).toMatchObject(claims);
    expect(decodeSessionToken(token, key, now + 60 + 15)).toBeNull();
  });

  it("refuses a token whose start is still ahead", () => {
    const key = sessionTokenKey(secret);
    const token = encodeSessionToken({ ...claims, nbf: now + 60 }, key, 600, now);
    expect(decodeSessionToken(token, key, now)).toBeNull();
    expect(decodeSessionToken(token, key, now + 46)).toMatchObject(claims);
  });
});

describe("the session cookie", () => {
  it("is named as next-auth names it, prefixed when Secure", () => {
    expect(sessionCookieName(false)).toBe("next-auth.session-token");
    expect(sessionCookieName(true)).toBe("__Secure-next-auth.session-token");
  });

  it("is found among the request's cookies, or joined from the chunks next-auth split it into", () => {
    const name = sessionCookieName(false);
    expect(sessionTokenFrom([{ name: "other", value: "x" }], name)).toBeUndefined();
    expect(sessionTokenFrom([{ name, value: "" }], name)).toBeUndefined();
    expect(
      sessionTokenFrom(
        [
          { name: "other", value: "x" },
          { name, value: "abc" },
        ],
        name,
      ),
    ).toBe("abc");
    expect(
      sessionTokenFrom(
        [
          { name: `${name}.2`, value: "c" },
          { name: `${name}.0`, value: "a" },
          { name: `${name}.10`, value: "d" },
          { name: `${name}.1`, value: "b" },
        ],
        name,
      ),
    ).toBe("abcd");
    expect(sessionTokenFrom([{ name: sessionCookieName(true), value: "abc" }], name)).toBeUndefined();
  });
});
