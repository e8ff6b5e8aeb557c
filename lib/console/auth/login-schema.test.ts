import { describe, expect, it } from "vitest";

import { describeLoginError, loginErrorCodes, loginSchema, rateLimitedError, safeCallbackPath } from "./login-schema";

function messages(input: unknown): Record<string, string | undefined> {
  const result = loginSchema.safeParse(input);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("loginSchema", () => {
  it("lower-cases the email and keeps the password as typed", () => {
    expect(loginSchema.parse({ email: "Admin@Example.COM", password: " Secret Pass " })).toEqual({
      email: "admin@example.com",
      password: " Secret Pass ",
    });
  });

  it("accepts the first super-admin's address of a fresh install, whose host has no dot", () => {
    expect(loginSchema.parse({ email: "admin@localhost", password: "secret" }).email).toBe("admin@localhost");
  });

  it("rejects a malformed email with the form's message", () => {
    expect(messages({ email: "not-an-email", password: "secret" })).toEqual({ email: "Enter a valid email address." });
  });

  it("rejects an empty password with the form's message", () => {
    expect(messages({ email: "admin@example.com", password: "" })).toEqual({ password: "Enter your password." });
  });

  it("reports both problems at once", () => {
    expect(messages({ email: "", password: "" })).toEqual({
      email: "Enter a valid email address.",
      password: "Enter your password.",
    });
  });

  it("rejects an overlong password", () => {
    expect(loginSchema.safeParse({ email: "admin@example.com", password: "p".repeat(1024) }).success).toBe(true);
    expect(loginSchema.safeParse({ email: "admin@example.com", password: "p".repeat(1025) }).success).toBe(false);
  });
});

describe("rateLimitedError", () => {
  it("encodes the wait in the error code", () => {
    expect(rateLimitedError(90)).toBe("RATE_LIMITED:90");
    expect(rateLimitedError(90).startsWith(`${loginErrorCodes.rateLimited}:`)).toBe(true);
  });
});

describe("describeLoginError", () => {
  it("explains rejected credentials", () => {
    expect(describeLoginError("CredentialsSignin")).toBe("That email and password do not match an active account.");
  });

  it("rounds the wait up to whole minutes", () => {
    expect(describeLoginError("RATE_LIMITED:61")).toBe("Too many failed attempts. Try again in 2 minutes.");
    expect(describeLoginError("RATE_LIMITED:600")).toBe("Too many failed attempts. Try again in 10 minutes.");
  });

  it("uses the singular for one minute", () => {
    expect(describeLoginError("RATE_LIMITED:60")).toBe("Too many failed attempts. Try again in 1 minute.");
    expect(describeLoginError("RATE_LIMITED:1")).toBe("Too many failed attempts. Try again in 1 minute.");
  });

  it("falls back to one minute when the wait is missing or unreadable", () => {
    expect(describeLoginError("RATE_LIMITED:")).toBe("Too many failed attempts. Try again in 1 minute.");
    expect(describeLoginError("RATE_LIMITED:soon")).toBe("Too many failed attempts. Try again in 1 minute.");
  });

  it("round-trips rateLimitedError", () => {
    expect(describeLoginError(rateLimitedError(150))).toBe("Too many failed attempts. Try again in 3 minutes.");
  });

  it.each(["", "Configuration", "RATE_LIMITED", "AccessDenied"])("gives a generic message for %j", (code) => {
    expect(describeLoginError(code)).toBe("Sign-in failed. Try again in a moment.");
  });
});

describe("safeCallbackPath", () => {
  it("keeps a same-origin path with its query", () => {
    expect(safeCallbackPath("/agents?x=1")).toBe("/agents?x=1");
    expect(safeCallbackPath("/")).toBe("/");
  });

  it.each([undefined, null, "", "https://evil.test", "//evil.test", "/\\evil.test", "javascript:alert(1)", "agents"])("replaces %j with the root", (value) => {
    expect(safeCallbackPath(value)).toBe("/");
  });
});

describe("loginSchema email whitespace", () => {
  it("trims surrounding whitespace before checking the address", () => {
    const parsed = loginSchema.safeParse({ email: "  USER@Example.COM\t", password: "x" });
    expect(parsed.success && parsed.data.email).toBe("user@example.com");
  });
});
