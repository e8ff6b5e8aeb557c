import "server-only";
import path from "node:path";

import { loadGeneratedSecrets } from "./generated-secrets";
import { parseEnv, type AppSecrets, type ParsedEnv } from "./schema";
import { serviceSigningKey } from "./service-signing-key";

export type ServerEnv = ParsedEnv & {
  /** DATA_DIR made absolute. */
  dataDir: string;
  secrets: AppSecrets;
  database: "pglite" | "postgres";
  /** The embedded AI Agent API answers unless a real deployment is configured. */
  isAgentServiceEnabled: boolean;
};

const cache = globalThis as typeof globalThis & { __switchboardEnv?: ServerEnv };

function absoluteDataDir(dataDir: string): string {
  return path.isAbsolute(dataDir) ? dataDir : path.join(/*turbopackIgnore: true*/ process.cwd(), dataDir);
}

/** The validated server configuration; read once per process. */
export function serverEnv(): ServerEnv {
  if (cache.__switchboardEnv) return cache.__switchboardEnv;
  const env = parseEnv(process.env);
  const dataDir = absoluteDataDir(env.DATA_DIR);
  const generated = loadGeneratedSecrets(dataDir);
  const secrets: AppSecrets = {
    authSecret: env.AUTH_SECRET ?? generated.authSecret,
    vaultMasterKeys: env.VAULT_MASTER_KEY ?? generated.vaultMasterKeys,
    serviceSigningKey: serviceSigningKey(env.AUTH_SECRET, generated.serviceSigningKey),
    superAdminKeys: {
      us: env.AGENT_SERVICE_SUPER_ADMIN_KEY ?? generated.superAdminKeys.us,
      eu: env.AGENT_SERVICE_SUPER_ADMIN_KEY_EU ?? generated.superAdminKeys.eu,
    },
  };
  cache.__switchboardEnv = {
    ...env,
    dataDir,
    secrets,
    database: env.DATABASE_URL ? "postgres" : "pglite",
    isAgentServiceEnabled: !env.AGENT_API_US_URL,
  };
  return cache.__switchboardEnv;
}
