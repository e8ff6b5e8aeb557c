import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

import { vaultMasterKeysSchema } from "./schema";

const fileName = "secrets.json";

type StoredSecrets = {
  authSecret: string;
  vaultMasterKey: string;
  serviceSigningKey: string;
  superAdminKeyUs: string;
  superAdminKeyEu: string;
};

const generators: { [K in keyof StoredSecrets]: () => string } = {
  authSecret: () => randomBytes(32).toString("base64url"),
  vaultMasterKey: () => `1:${randomBytes(32).toString("base64")}`,
  serviceSigningKey: () => randomBytes(32).toString("base64"),
  superAdminKeyUs: () => `sa_${randomBytes(32).toString("base64url")}`,
  superAdminKeyEu: () => `sa_${randomBytes(32).toString("base64url")}`,
};

function readStored(file: string): Partial<StoredSecrets> {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as Partial<StoredSecrets>;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

/**
 * Secrets for a local install, generated once into the data directory (mode 0600) so a fresh
 * machine needs no configuration; a secret added in a later version is generated on the next start.
 * Production deployments set them in the environment instead.
 */
export function loadGeneratedSecrets(dataDir: string) {
  const file = path.join(dataDir, fileName);
  const stored = readStored(file);
  const missing = (Object.keys(generators) as (keyof StoredSecrets)[]).filter((name) => !stored[name]);
  for (const name of missing) stored[name] = generators[name]();
  if (missing.length > 0) {
    mkdirSync(dataDir, { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(stored, null, 2), { mode: 0o600 });
    renameSync(temporary, file);
  }
  const secrets = stored as StoredSecrets;
  return {
    authSecret: secrets.authSecret,
    vaultMasterKeys: vaultMasterKeysSchema.parse(secrets.vaultMasterKey),
    serviceSigningKey: Buffer.from(secrets.serviceSigningKey, "base64"),
    superAdminKeys: { us: secrets.superAdminKeyUs, eu: secrets.superAdminKeyEu },
  };
}
