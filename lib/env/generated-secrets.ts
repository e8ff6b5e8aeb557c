import "server-only";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { vaultMasterKeysSchema } from "./schema";

const fileName = "secrets.json";

type StoredSecrets = { authSecret: string; vaultMasterKey: string };

/**
 * Secrets for a local install, generated once into the data directory (mode 0600)
 * so a fresh machine needs no configuration. Production deployments set them instead.
 */
export function loadGeneratedSecrets(dataDir: string): { authSecret: string; vaultMasterKeys: Map<number, Buffer> } {
  const file = path.join(dataDir, fileName);
  let stored: StoredSecrets;
  try {
    stored = JSON.parse(readFileSync(file, "utf8")) as StoredSecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    stored = {
      authSecret: randomBytes(32).toString("base64url"),
      vaultMasterKey: `1:${randomBytes(32).toString("base64")}`,
    };
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600, flag: "wx" });
    } catch (writeError) {
      if ((writeError as NodeJS.ErrnoException).code !== "EEXIST") throw writeError;
      stored = JSON.parse(readFileSync(file, "utf8")) as StoredSecrets;
    }
  }
  return { authSecret: stored.authSecret, vaultMasterKeys: vaultMasterKeysSchema.parse(stored.vaultMasterKey) };
}
