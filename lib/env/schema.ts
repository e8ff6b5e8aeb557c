import { z } from "zod";

import { noFaults, parseFaultSpec } from "../agent-service/faults/fault-spec";
import type { Region } from "../regions";
import { accountEmail } from "../schemas/console/account-email";

/** How the app treats missing secrets: `local` generates them, `production` refuses to start. */
export const deploymentModes = ["local", "production"] as const;

const optionalString = z.string().trim().optional();

/** A master key for the vault: 32 bytes, base64, tagged with its version (`1:BASE64,2:BASE64`). */
export const vaultMasterKeysSchema = z
  .string()
  .trim()
  .transform((raw, ctx) => {
    const keys = new Map<number, Buffer>();
    for (const entry of raw
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)) {
      const match = /^(\d+):(.+)$/.exec(entry);
      const key = match ? Buffer.from(match[2]!, "base64") : undefined;
      if (!match || key?.length !== 32) {
        ctx.addIssue({ code: "custom", message: "expected VERSION:BASE64 entries of 32-byte keys, comma separated" });
        return z.NEVER;
      }
      keys.set(Number(match[1]), key);
    }
    if (keys.size === 0) {
      ctx.addIssue({ code: "custom", message: "expected at least one VERSION:BASE64 key" });
      return z.NEVER;
    }
    return keys;
  });

const httpUrl = z.url({ protocol: /^https?$/ }).transform((url) => url.replace(/\/+$/, ""));

export const envSchema = z.object({
  SWITCHBOARD_ENV: z.enum(deploymentModes).default("local"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().trim().min(1).default(".data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/\S+$/, "expected postgres://user@host:port/database")
      .optional(),
  ),
  AUTH_SECRET: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  VAULT_MASTER_KEY: optionalString.pipe(vaultMasterKeysSchema.optional()),
  CONSOLE_ADMIN_EMAIL: optionalString.pipe(accountEmail("expected an email address").optional()),
  CONSOLE_ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, "must be at least 12 characters").optional()),
  CONSOLE_PUBLIC_URL: optionalString.pipe(httpUrl.optional()),
  /** A real deployment of the AI Agent API; when set, the embedded service is off. */
  AGENT_API_US_URL: optionalString.pipe(httpUrl.optional()),
  AGENT_API_EU_URL: optionalString.pipe(httpUrl.optional()),
  AGENT_SERVICE_SUPER_ADMIN_KEY: optionalString.pipe(z.string().min(20, "must be at least 20 characters").optional()),
  AGENT_SERVICE_SUPER_ADMIN_KEY_EU: optionalString.pipe(z.string().min(20, "must be at least 20 characters").optional()),
  /** Proxies in front of the console that append to X-Forwarded-For; 0 takes the connection's own address. */
  TRUSTED_PROXY_COUNT: z.coerce.number().int().min(0).max(10).default(0),
  AGENT_SERVICE_JOB_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Faults the embedded service injects, for testing resilience: e.g. `error=0.2,ratelimit=0.1,latency=300ms`. Off when unset. */
  AGENT_SERVICE_FAULTS: optionalString.transform((value, context) => {
    try {
      return parseFaultSpec(value);
    } catch (error) {
      context.addIssue({ code: "custom", message: (error as Error).message });
      return noFaults;
    }
  }),
  WEBHOOK_ALLOWED_HOSTS: optionalString.transform((value) =>
    (value ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  ),
  /** Hosts (`host` or `host:port`) a crawl may fetch although they are private or loopback addresses. */
  SCRAPER_ALLOWED_HOSTS: optionalString.transform((value) =>
    (value ?? "")
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  ),
  LLM_BASE_URL: optionalString.pipe(httpUrl.optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().trim().min(1).default("gpt-4.1-mini"),
  /** Seed the demo organization on first start with an empty service. */
  SWITCHBOARD_DEMO_DATA: z.stringbool().default(true),
});

export type EnvInput = z.input<typeof envSchema>;
export type ParsedEnv = z.output<typeof envSchema>;

/** The secrets the app needs, whether given in the environment or generated for a local install. */
export type AppSecrets = {
  authSecret: string;
  vaultMasterKeys: Map<number, Buffer>;
  /** Signs the embedded service's upload and download URLs. */
  serviceSigningKey: Buffer;
  /** The embedded service's super-admin key in each region. */
  superAdminKeys: Record<Region, string>;
};

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/**
 * Parses raw environment variables. A variable set to an empty string counts as unset, and
 * `NEXTAUTH_SECRET` is accepted as another name for `AUTH_SECRET`.
 */
export function parseEnv(raw: Record<string, string | undefined>): ParsedEnv {
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== undefined && value.trim() !== ""));
  const result = envSchema.safeParse({ ...given, AUTH_SECRET: given.AUTH_SECRET ?? given.NEXTAUTH_SECRET });
  if (!result.success) {
    throw new EnvError(result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const env = result.data;
  if (env.SWITCHBOARD_ENV === "production") {
    const missing = (["AUTH_SECRET", "VAULT_MASTER_KEY"] as const).filter((name) => env[name] === undefined);
    if (missing.length > 0) {
      throw new EnvError(missing.map((name) => `${name}: required when SWITCHBOARD_ENV=production`));
    }
  }
  return env;
}
