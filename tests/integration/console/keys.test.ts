import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { open } from "@/lib/crypto/envelope";
import { openDatabase } from "@/lib/db/open";
import { consoleApiKeys } from "@/lib/db/schema";
import { vaultMasterKeysSchema } from "@/lib/env/schema";
import { callService } from "@/tests/support/agent-service";
import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-server-users";
import { testVaultMasterKey } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

describe("keys through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.2.1");
  let organizationId = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizations = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    organizationId = organizations.find((organization) => organization.name === "Northwind Outfitters")!.id;
  });

  it("lists the connected keys by fingerprint only: the embedded service's are connected at start", async () => {
    const response = await superadmin.request("/api/console/keys");
    expect(response.status).toBe(200);
    const keys = (await response.json()) as { scope: string; fingerprint: string; status: string }[];
    expect(keys.map((key) => key.scope)).toEqual(expect.arrayContaining(["super_admin", "organization", "agent"]));
    for (const key of keys) {
      expect(key.fingerprint).toMatch(/^.{6,8}….{4}$/);
      expect(Object.keys(key)).not.toEqual(expect.arrayContaining(["ciphertext"]));
    }
  });

  it("refuses to connect a key the AI Agent API refuses, saying so on the field", async () => {
    const response = await superadmin.request(`/api/console/organizations/${organizationId}/keys`, {
      method: "POST",
      ...json({ scope: "organization", key: "org_not-a-real-key-at-all" }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "KEY_REFUSED", fields: { key: expect.any(String) } } });
  });

  describe.runIf(databaseUrl)("rotation, with the vault read from the database", () => {
    const database = databaseUrl ? openDatabase({ driver: "postgres", url: databaseUrl }) : undefined;
    afterAll(() => database?.close());
    const masterKeys = vaultMasterKeysSchema.parse(testVaultMasterKey);

    async function vaultRowsOfAgent(agentId: string) {
      return database!.db.select().from(consoleApiKeys).where(eq(consoleApiKeys.agentId, agentId));
    }
    const reveal = (row: typeof consoleApiKeys.$inferSelect) =>
      open(row, masterKeys, ["console_api_keys", row.id, row.scope, row.region, row.organizationId ?? "", row.agentId ?? ""].join(":"));

    it("leaves the vault holding only the new key, and the old key refused upstream at once", async () => {
      const keys = (await (await superadmin.request("/api/console/keys")).json()) as { scope: string; agentId: string | null }[];
      const agentId = keys.find((key) => key.scope === "agent")!.agentId!;
      const [before] = await vaultRowsOfAgent(agentId);
      const oldKey = reveal(before!);
      expect((await callService(baseUrl, "GET", "/external/agents/by-api-key", { key: oldKey })).status).toBe(200);

      const listed = (await (await superadmin.request(`/api/console/organizations/${organizationId}/agents/${agentId}/keys`)).json()) as {
        id: string;
        isUsedByConsole: boolean;
      }[];
      const inUse = listed.find((key) => key.isUsedByConsole)!;
      const rotated = await superadmin.request(`/api/console/organizations/${organizationId}/agents/${agentId}/keys/${inUse.id}/rotate`, { method: "POST" });
      expect(rotated.status).toBe(200);
      const shown = (await rotated.json()) as Record<string, unknown>;
      expect(shown).toMatchObject({ id: inUse.id, isUsedByConsole: true });
      expect(shown).not.toHaveProperty("apiKey");

      const after = await vaultRowsOfAgent(agentId);
      expect(after).toHaveLength(1);
      const newKey = reveal(after[0]!);
      expect(newKey).not.toBe(oldKey);
      expect(newKey.slice(-4)).toBe(shown.lastFour);
      expect((await callService(baseUrl, "GET", "/external/agents/by-api-key", { key: oldKey })).status).toBe(403);
      expect((await callService(baseUrl, "GET", "/external/agents/by-api-key", { key: newKey })).status).toBe(200);

      const audit = (await (await superadmin.request("/api/console/audit?action=key.rotate")).json()) as { entries: { outcome: string; target: string }[] };
      expect(audit.entries[0]).toMatchObject({ outcome: "success", target: expect.stringContaining(agentId) });
    });

    it("keeps no key in clear in the vault table", async () => {
      const rows = await database!.db.select().from(consoleApiKeys);
      const stored = JSON.stringify(rows);
      for (const row of rows) {
        const key = reveal(row);
        expect(stored).not.toContain(key);
        expect(stored).not.toContain(Buffer.from(key).toString("base64"));
      }
    });
  });
});
