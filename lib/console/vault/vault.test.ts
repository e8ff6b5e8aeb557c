import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDatabase, type OpenDatabase } from "@/lib/db/open";
import { consoleApiKeys, consoleOrganizations } from "@/lib/db/schema";

import { VaultDecryptionError } from "../../crypto/envelope";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "vault-test-"));
process.env.VAULT_MASTER_KEY = `1:${Buffer.alloc(32, 3).toString("base64")}`;

let database: OpenDatabase;
let vault: typeof import(".");
let organizationId = "";

beforeAll(async () => {
  database = openDatabase({ driver: "pglite" });
  await database.migrate();
  vault = await import(".");
  const [organization] = await database.db.insert(consoleOrganizations).values({ name: "Acme", region: "us" }).returning();
  organizationId = organization!.id;
});
afterAll(() => database.close());

const organizationOwner = () => ({ scope: "organization" as const, region: "us" as const, organizationId });
const agentOwner = () => ({ scope: "agent" as const, region: "us" as const, organizationId, agentId: "agent-1" });

async function rowOf(id: string) {
  const [row] = await database.db.select().from(consoleApiKeys).where(eq(consoleApiKeys.id, id));
  return row!;
}

describe("the key vault", () => {
  it("stores keys sealed and gives them back; storing again replaces the owner's key in place", async () => {
    const first = await vault.storeKey(database.db, organizationOwner(), "org_first-secret-key-value", { label: "Org" });
    expect(first.fingerprint).toBe("org_firs…alue");
    expect((await rowOf(first.id)).ciphertext).not.toContain("first-secret");
    expect((await vault.readKey(database.db, organizationOwner()))!.key).toBe("org_first-secret-key-value");

    const replaced = await vault.storeKey(database.db, organizationOwner(), "org_second-secret-key-value", { label: "Org" });
    expect(replaced.id).toBe(first.id);
    expect((await vault.readKey(database.db, organizationOwner()))!.key).toBe("org_second-secret-key-value");
    expect(await database.db.select().from(consoleApiKeys)).toHaveLength(1);
  });

  it("fails closed when two rows' sealed keys are swapped", async () => {
    const organization = await vault.storeKey(database.db, organizationOwner(), "org_swap-test-organization", { label: "Org" });
    const agent = await vault.storeKey(database.db, agentOwner(), "5f0b0a4e-1111-4222-8333-944455556666", { label: "Agent" });
    const [a, b] = [await rowOf(organization.id), await rowOf(agent.id)];
    await database.db.update(consoleApiKeys).set({ ciphertext: b.ciphertext, nonce: b.nonce, tag: b.tag }).where(eq(consoleApiKeys.id, a.id));
    await database.db.update(consoleApiKeys).set({ ciphertext: a.ciphertext, nonce: a.nonce, tag: a.tag }).where(eq(consoleApiKeys.id, b.id));
    await expect(vault.readKey(database.db, organizationOwner())).rejects.toThrow(VaultDecryptionError);
    await expect(vault.readKey(database.db, agentOwner())).rejects.toThrow(VaultDecryptionError);
  });

  it("fails closed when one byte of a stored key changes, or the row is moved to another owner", async () => {
    const stored = await vault.storeKey(database.db, agentOwner(), "5f0b0a4e-2222-4222-8333-944455556666", { label: "Agent" });
    const row = await rowOf(stored.id);
    const bytes = Buffer.from(row.ciphertext, "base64");
    bytes[3] = bytes[3]! ^ 0x80;
    await database.db
      .update(consoleApiKeys)
      .set({ ciphertext: bytes.toString("base64") })
      .where(eq(consoleApiKeys.id, row.id));
    await expect(vault.readKey(database.db, agentOwner())).rejects.toThrow(VaultDecryptionError);

    await database.db.update(consoleApiKeys).set({ ciphertext: row.ciphertext, agentId: "agent-2" }).where(eq(consoleApiKeys.id, row.id));
    await expect(vault.readKey(database.db, { ...agentOwner(), agentId: "agent-2" })).rejects.toThrow(VaultDecryptionError);
  });

  it("keeps a key opened for calls until it is stored again, removed or refused, or read fresh", async () => {
    const owner = { scope: "organization" as const, region: "eu" as const, organizationId };
    const stored = await vault.storeKey(database.db, owner, "org_kept-key-first-value", { label: "Org" });
    expect((await vault.readKeyForCall(database.db, owner))!.key).toBe("org_kept-key-first-value");

    // Changed behind the vault's back (as another instance would): the kept key answers until read fresh.
    const spoil = () => database.db.update(consoleApiKeys).set({ ciphertext: "AAAA" }).where(eq(consoleApiKeys.id, stored.id));
    await spoil();
    expect((await vault.readKeyForCall(database.db, owner))!.key).toBe("org_kept-key-first-value");
    await expect(vault.readKeyForCall(database.db, owner, { fresh: true })).rejects.toThrow(VaultDecryptionError);

    await vault.storeKey(database.db, owner, "org_kept-key-second-value", { label: "Org" });
    expect((await vault.readKeyForCall(database.db, owner))!.key).toBe("org_kept-key-second-value");
    await vault.recordKeyCheck(database.db, stored.id, { ok: false, error: "refused" });
    await spoil();
    await expect(vault.readKeyForCall(database.db, owner)).rejects.toThrow(VaultDecryptionError);

    await vault.storeKey(database.db, owner, "org_kept-key-third-value", { label: "Org" });
    expect((await vault.readKeyForCall(database.db, owner))!.key).toBe("org_kept-key-third-value");
    await vault.removeKey(database.db, stored.id);
    expect(await vault.readKeyForCall(database.db, owner)).toBeUndefined();
  });

  it("shows keys without their sealed parts", async () => {
    const keys = await vault.listKeys(database.db, { organizationId });
    for (const key of keys) {
      expect(Object.keys(key)).not.toEqual(expect.arrayContaining(["ciphertext"]));
      expect(Object.keys(key)).not.toContain("nonce");
      expect(Object.keys(key)).not.toContain("tag");
    }
  });
});
