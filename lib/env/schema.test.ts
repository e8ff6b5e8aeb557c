import { randomBytes } from "node:crypto";

import { describe, expect, it } from "vitest";

import { EnvError, parseEnv } from "./schema";

function key(bytes = 32): string {
  return randomBytes(bytes).toString("base64");
}

function problemsOf(raw: Record<string, string | undefined>): string[] {
  try {
    parseEnv(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as EnvError).problems;
  }
  throw new Error("expected parseEnv to throw");
}

const secret = "s".repeat(32);

describe("parseEnv", () => {
  it("applies defaults to an empty environment", () => {
    expect(parseEnv({})).toEqual({
      SWITCHBOARD_ENV: "local",
      PORT: 3000,
      DATA_DIR: ".data",
      DATABASE_URL: undefined,
      AUTH_SECRET: undefined,
      VAULT_MASTER_KEY: undefined,
      CONSOLE_ADMIN_EMAIL: undefined,
      CONSOLE_ADMIN_PASSWORD: undefined,
      CONSOLE_PUBLIC_URL: undefined,
      AGENT_API_US_URL: undefined,
      AGENT_API_EU_URL: undefined,
      AGENT_SERVICE_SUPER_ADMIN_KEY: undefined,
      AGENT_SERVICE_SUPER_ADMIN_KEY_EU: undefined,
      AGENT_SERVICE_JOB_LEASE_SECONDS: 30,
      TRUSTED_PROXY_COUNT: 0,
      AGENT_SERVICE_FAULTS: { error: 0, rateLimit: 0, drop: 0, latencyMs: 0, retryAfterSeconds: 1 },
      WEBHOOK_ALLOWED_HOSTS: [],
      SCRAPER_ALLOWED_HOSTS: [],
      LLM_BASE_URL: undefined,
      LLM_API_KEY: undefined,
      LLM_MODEL: "gpt-4.1-mini",
      SWITCHBOARD_DEMO_DATA: true,
    });
  });

  it("reads the allowed webhook hosts as a lower-cased list and trims trailing slashes from URLs", () => {
    const env = parseEnv({ WEBHOOK_ALLOWED_HOSTS: " LocalHost:4000, 127.0.0.1 ,", AGENT_API_US_URL: "https://api.example.test/" });
    expect(env.WEBHOOK_ALLOWED_HOSTS).toEqual(["localhost:4000", "127.0.0.1"]);
    expect(env.AGENT_API_US_URL).toBe("https://api.example.test");
  });

  it("coerces PORT to a number", () => {
    expect(parseEnv({ PORT: "8080" }).PORT).toBe(8080);
    expect(parseEnv({ PORT: "1" }).PORT).toBe(1);
    expect(parseEnv({ PORT: "65535" }).PORT).toBe(65535);
  });

  it.each(["0", "65536", "-1", "80.5", "http"])("rejects PORT=%s", (port) => {
    const problems = problemsOf({ PORT: port });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^PORT: /);
  });

  it("treats empty and blank optional values as unset", () => {
    const env = parseEnv({
      DATABASE_URL: "",
      AUTH_SECRET: "  ",
      VAULT_MASTER_KEY: "",
      CONSOLE_ADMIN_EMAIL: "",
      CONSOLE_ADMIN_PASSWORD: " ",
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.AUTH_SECRET).toBeUndefined();
    expect(env.VAULT_MASTER_KEY).toBeUndefined();
    expect(env.CONSOLE_ADMIN_EMAIL).toBeUndefined();
    expect(env.CONSOLE_ADMIN_PASSWORD).toBeUndefined();
  });

  it("accepts postgres:// and postgresql:// database URLs", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://user:pw@db.local:5432/switchboard" }).DATABASE_URL).toBe("postgres://user:pw@db.local:5432/switchboard");
    expect(parseEnv({ DATABASE_URL: "postgresql://db.local/switchboard" }).DATABASE_URL).toBe("postgresql://db.local/switchboard");
  });

  it.each(["mysql://db.local/switchboard", "https://db.local", "not a url"])("rejects DATABASE_URL=%s", (url) => {
    const problems = problemsOf({ DATABASE_URL: url });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^DATABASE_URL: /);
  });

  it("accepts NEXTAUTH_SECRET as AUTH_SECRET", () => {
    expect(parseEnv({ NEXTAUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
  });

  it("prefers AUTH_SECRET over NEXTAUTH_SECRET", () => {
    expect(parseEnv({ AUTH_SECRET: secret, NEXTAUTH_SECRET: "n".repeat(32) }).AUTH_SECRET).toBe(secret);
  });

  it("requires AUTH_SECRET to be at least 32 characters", () => {
    expect(parseEnv({ AUTH_SECRET: secret }).AUTH_SECRET).toBe(secret);
    expect(problemsOf({ AUTH_SECRET: "s".repeat(31) })).toEqual(["AUTH_SECRET: must be at least 32 characters"]);
    expect(problemsOf({ NEXTAUTH_SECRET: "short" })).toEqual(["AUTH_SECRET: must be at least 32 characters"]);
  });

  it("requires CONSOLE_ADMIN_PASSWORD to be at least 12 characters", () => {
    expect(parseEnv({ CONSOLE_ADMIN_PASSWORD: "p".repeat(12) }).CONSOLE_ADMIN_PASSWORD).toBe("p".repeat(12));
    expect(problemsOf({ CONSOLE_ADMIN_PASSWORD: "p".repeat(11) })).toEqual(["CONSOLE_ADMIN_PASSWORD: must be at least 12 characters"]);
  });

  it("validates CONSOLE_ADMIN_EMAIL", () => {
    expect(parseEnv({ CONSOLE_ADMIN_EMAIL: "admin@example.com" }).CONSOLE_ADMIN_EMAIL).toBe("admin@example.com");
    const problems = problemsOf({ CONSOLE_ADMIN_EMAIL: "not-an-email" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^CONSOLE_ADMIN_EMAIL: /);
  });

  it("parses versioned vault master keys into a map", () => {
    const first = key();
    const second = key();
    const keys = parseEnv({ VAULT_MASTER_KEY: ` 1:${first}, 2:${second} ` }).VAULT_MASTER_KEY;
    expect(keys).toBeInstanceOf(Map);
    expect([...keys!.keys()]).toEqual([1, 2]);
    expect(keys!.get(1)).toEqual(Buffer.from(first, "base64"));
    expect(keys!.get(2)).toEqual(Buffer.from(second, "base64"));
    expect(keys!.get(1)).toHaveLength(32);
  });

  it.each([
    ["a key of the wrong length", () => `1:${key(16)}`],
    ["a key without a version", () => key()],
    ["a key with an empty version", () => `:${key()}`],
    ["a non-numeric version", () => `v1:${key()}`],
    ["one bad entry among good ones", () => `1:${key()},2:${key(31)}`],
    ["garbage", () => "garbage"],
    ["only separators", () => " , "],
  ])("rejects VAULT_MASTER_KEY with %s", (_name, value) => {
    const problems = problemsOf({ VAULT_MASTER_KEY: value() });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^VAULT_MASTER_KEY: expected /);
  });

  it("reports every invalid variable at once", () => {
    const problems = problemsOf({ PORT: "0", AUTH_SECRET: "short", CONSOLE_ADMIN_PASSWORD: "short" });
    expect(problems).toHaveLength(3);
    expect(problems).toContain("AUTH_SECRET: must be at least 32 characters");
    expect(problems).toContain("CONSOLE_ADMIN_PASSWORD: must be at least 12 characters");
    expect(problems.some((problem) => problem.startsWith("PORT: "))).toBe(true);
  });

  describe("in production", () => {
    it("requires AUTH_SECRET and VAULT_MASTER_KEY, listing both problems", () => {
      let thrown: unknown;
      try {
        parseEnv({ SWITCHBOARD_ENV: "production" });
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(EnvError);
      const error = thrown as EnvError;
      expect(error.name).toBe("EnvError");
      expect(error.problems).toEqual(["AUTH_SECRET: required when SWITCHBOARD_ENV=production", "VAULT_MASTER_KEY: required when SWITCHBOARD_ENV=production"]);
      expect(error.message).toContain("AUTH_SECRET: required when SWITCHBOARD_ENV=production");
      expect(error.message).toContain("VAULT_MASTER_KEY: required when SWITCHBOARD_ENV=production");
    });

    it("lists only the missing secret", () => {
      expect(problemsOf({ SWITCHBOARD_ENV: "production", AUTH_SECRET: secret })).toEqual(["VAULT_MASTER_KEY: required when SWITCHBOARD_ENV=production"]);
      expect(problemsOf({ SWITCHBOARD_ENV: "production", VAULT_MASTER_KEY: `1:${key()}` })).toEqual(["AUTH_SECRET: required when SWITCHBOARD_ENV=production"]);
    });

    it("treats empty secrets as missing", () => {
      expect(problemsOf({ SWITCHBOARD_ENV: "production", AUTH_SECRET: "", VAULT_MASTER_KEY: "" })).toHaveLength(2);
    });

    it("starts when both secrets are given", () => {
      const env = parseEnv({ SWITCHBOARD_ENV: "production", NEXTAUTH_SECRET: secret, VAULT_MASTER_KEY: `1:${key()}` });
      expect(env.SWITCHBOARD_ENV).toBe("production");
      expect(env.AUTH_SECRET).toBe(secret);
      expect(env.VAULT_MASTER_KEY?.size).toBe(1);
    });
  });

  it("rejects an unknown SWITCHBOARD_ENV", () => {
    const problems = problemsOf({ SWITCHBOARD_ENV: "staging" });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^SWITCHBOARD_ENV: /);
  });
});

describe("EnvError", () => {
  it("keeps its problems and lists them in the message", () => {
    const error = new EnvError(["A: bad", "B: worse"]);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("EnvError");
    expect(error.problems).toEqual(["A: bad", "B: worse"]);
    expect(error.message).toBe("Invalid configuration:\n  - A: bad\n  - B: worse");
  });
});
