import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** A secret sealed with AES-256-GCM: random 96-bit nonce, 128-bit tag, and the master key version used. */
export type SealedSecret = { ciphertext: string; nonce: string; tag: string; keyVersion: number };

export class VaultDecryptionError extends Error {
  constructor() {
    super("A stored key could not be decrypted: it was altered, moved to another row, or its master key is missing.");
    this.name = "VaultDecryptionError";
  }
}

/** The newest master key is the one new secrets are sealed with. */
export function currentKeyVersion(masterKeys: ReadonlyMap<number, Buffer>): number {
  if (masterKeys.size === 0) throw new Error("no vault master key is configured");
  return Math.max(...masterKeys.keys());
}

/**
 * Seals a secret. `associatedData` binds it to its row (identity, scope, owner): the same ciphertext
 * in another row, or with any of those changed, fails to open.
 */
export function seal(plaintext: string, masterKeys: ReadonlyMap<number, Buffer>, associatedData: string): SealedSecret {
  const keyVersion = currentKeyVersion(masterKeys);
  const nonce = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", masterKeys.get(keyVersion)!, nonce);
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return {
    ciphertext: ciphertext.toString("base64"),
    nonce: nonce.toString("base64"),
    tag: cipher.getAuthTag().toString("base64"),
    keyVersion,
  };
}

/** Opens a sealed secret, or throws VaultDecryptionError: it fails closed on any change. */
export function open(sealed: SealedSecret, masterKeys: ReadonlyMap<number, Buffer>, associatedData: string): string {
  const key = masterKeys.get(sealed.keyVersion);
  if (!key) throw new VaultDecryptionError();
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(sealed.nonce, "base64"));
    decipher.setAAD(Buffer.from(associatedData, "utf8"));
    decipher.setAuthTag(Buffer.from(sealed.tag, "base64"));
    return Buffer.concat([decipher.update(Buffer.from(sealed.ciphertext, "base64")), decipher.final()]).toString("utf8");
  } catch {
    throw new VaultDecryptionError();
  }
}

/** What may be shown of a key anywhere: its first characters and its last four. */
export function fingerprint(key: string): string {
  const prefixLength = key.startsWith("org_") ? 8 : key.startsWith("sa_") ? 7 : 6;
  return `${key.slice(0, prefixLength)}…${key.slice(-4)}`;
}
