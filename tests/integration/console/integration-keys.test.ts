import { readFileSync } from "node:fs";

import { beforeAll, describe, expect, inject, it } from "vitest";

import { callService } from "@/tests/support/agent-service";
import { auditEntryOf } from "@/tests/support/audit-log";
import { ConsoleSession } from "@/tests/support/http-session";
import { northwindOrganizationId } from "@/tests/support/northwind";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const serverLog = inject("serverLog");
const json = (method: string, body?: unknown) => ({
  method,
  headers: { "content-type": "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});

type Issued = {
  id: string;
  name: string;
  prefix: string;
  lastFour: string;
  isUsedByConsole: boolean;
  reveal: { secret: string; baseUrl: string; curlExample: string } | null;
};
type Listed = { id: string; name: string; status: string; isUsedByConsole: boolean };
type VaultKey = { scope: string; agentId: string | null; fingerprint: string };

describe("keys for an organization's own systems", () => {
  const admin = new ConsoleSession(baseUrl, "198.18.16.1");
  let organizationId = "";
  let agentId = "";
  let keysPath = "";

  const vaultKeyOfAgent = async () => ((await (await admin.request("/api/console/keys")).json()) as VaultKey[]).find((key) => key.agentId === agentId);
  const listKeys = async () => (await (await admin.request(keysPath)).json()) as Listed[];
  const agentCall = (key: string) => callService(baseUrl, "GET", "/external/conversations?page=1&pageSize=10", { key });

  beforeAll(async () => {
    await admin.signIn(testUsers.superadmin.email, testPassword);
    organizationId = await northwindOrganizationId(admin);
    const roles = (await (await admin.request(`/api/console/organizations/${organizationId}/agent-roles`)).json()) as { id: string }[];
    const created = await admin.request(
      `/api/console/organizations/${organizationId}/agents`,
      json("POST", {
        roleId: roles[0]!.id,
        name: `Order sync ${Date.now().toString(36)}`,
        publicName: "Ola",
        model: "gpt-5-mini",
        tags: [],
        outputJsonSchema: "{}",
      }),
    );
    expect(created.status).toBe(201);
    agentId = ((await created.json()) as { id: string }).id;
    keysPath = `/api/console/organizations/${organizationId}/agents/${agentId}/keys`;
  });

  it("creates an integration key whose secret is answered once, uncached, and works against the API, leaving the console's key as it was", async () => {
    const consoleKeyBefore = await vaultKeyOfAgent();
    expect(consoleKeyBefore).toBeDefined();

    const response = await admin.request(keysPath, json("POST", { name: "Order sync" }));
    expect(response.status).toBe(201);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const created = (await response.json()) as Issued;
    expect(created).toMatchObject({ name: "Order sync", isUsedByConsole: false, reveal: { baseUrl } });
    const secret = created.reveal!.secret;
    expect(secret.slice(-4)).toBe(created.lastFour);
    expect(created.reveal!.curlExample).toBe(`curl '${baseUrl}/external/conversations?page=1&pageSize=10' \\\n  -H 'Agent-Secret-Key: ${secret}'`);

    expect((await agentCall(secret)).status).toBe(200);
    expect(await vaultKeyOfAgent()).toEqual(consoleKeyBefore);
    const listed = await listKeys();
    expect(listed.find((key) => key.id === created.id)).toMatchObject({ status: "active", isUsedByConsole: false });
    expect(listed.filter((key) => key.isUsedByConsole)).toEqual([expect.objectContaining({ name: "Switchboard console" })]);
    expect(JSON.stringify(listed)).not.toContain(secret);

    const audit = await auditEntryOf(admin, "key.create", response.headers.get("x-request-id"));
    expect(audit).toMatchObject({ outcome: "success", details: { revealedKey: `${secret.slice(0, 6)}…${secret.slice(-4)}` } });
    expect(JSON.stringify(audit)).not.toContain(secret);
    expect(readFileSync(serverLog, "utf8")).not.toContain(secret);
  });

  it("rotates an integration key: the new secret is answered once, the old one stops working, the console's key stays", async () => {
    const created = (await (await admin.request(keysPath, json("POST", { name: "Warehouse" }))).json()) as Issued;
    const consoleKeyBefore = await vaultKeyOfAgent();

    const response = await admin.request(`${keysPath}/${created.id}/rotate`, { method: "POST" });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const rotated = (await response.json()) as Issued;
    expect(rotated).toMatchObject({ id: created.id, isUsedByConsole: false });
    const newSecret = rotated.reveal!.secret;
    expect(newSecret).not.toBe(created.reveal!.secret);
    expect((await agentCall(created.reveal!.secret)).status).toBe(403);
    expect((await agentCall(newSecret)).status).toBe(200);
    expect(await vaultKeyOfAgent()).toEqual(consoleKeyBefore);

    const audit = await auditEntryOf(admin, "key.rotate", response.headers.get("x-request-id"));
    expect(JSON.stringify(audit)).not.toContain(newSecret);
    expect(readFileSync(serverLog, "utf8")).not.toContain(newSecret);

    const revoked = await admin.request(`${keysPath}/${created.id}`, { method: "DELETE" });
    expect(revoked.status).toBe(200);
    expect((await agentCall(newSecret)).status).toBe(403);
    expect(await vaultKeyOfAgent()).toEqual(consoleKeyBefore);
  });

  it("rotates the console's own key into the vault without showing it", async () => {
    const consoleKeyBefore = await vaultKeyOfAgent();
    const inUse = (await listKeys()).find((key) => key.isUsedByConsole)!;
    const response = await admin.request(`${keysPath}/${inUse.id}/rotate`, { method: "POST" });
    expect(response.status).toBe(200);
    const rotated = (await response.json()) as Issued;
    expect(rotated).toMatchObject({ id: inUse.id, isUsedByConsole: true, reveal: null });
    const consoleKeyAfter = await vaultKeyOfAgent();
    expect(consoleKeyAfter!.fingerprint).not.toBe(consoleKeyBefore!.fingerprint);
    expect(consoleKeyAfter!.fingerprint.endsWith(rotated.lastFour)).toBe(true);
    expect((await listKeys()).find((key) => key.id === inUse.id)).toMatchObject({ isUsedByConsole: true });
  });

  it("keeps listing an agent whose console key was revoked, without a console key, and gives the console a key again in one call", async () => {
    const agentsPath = `/api/console/organizations/${organizationId}/agents`;
    const consoleKeyPath = `${agentsPath}/${agentId}/console-key`;
    type Summary = { id: string; name: string | null; keyStatus: string; conversations: number | null; problem: string | null };
    const listedAgent = async () => ((await (await admin.request(agentsPath)).json()) as Summary[]).find((agent) => agent.id === agentId);

    const inUse = (await listKeys()).find((key) => key.isUsedByConsole)!;
    expect((await admin.request(`${keysPath}/${inUse.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await vaultKeyOfAgent()).toBeUndefined();
    expect(await listedAgent()).toMatchObject({ name: expect.stringContaining("Order sync"), keyStatus: "missing", conversations: null, problem: null });
    expect(await (await admin.request(consoleKeyPath)).json()).toEqual({ keyStatus: "missing" });

    const given = await admin.request(consoleKeyPath, { method: "POST" });
    expect(given.status).toBe(201);
    const key = (await given.json()) as Record<string, unknown>;
    expect(key).toMatchObject({ name: "Switchboard console", isUsedByConsole: true, status: "active" });
    expect(Object.keys(key)).not.toEqual(expect.arrayContaining(["apiKey"]));
    expect(Object.keys(key)).not.toEqual(expect.arrayContaining(["reveal"]));
    expect((await vaultKeyOfAgent())!.fingerprint.endsWith(String(key.lastFour))).toBe(true);
    expect(await listedAgent()).toMatchObject({ keyStatus: "active", conversations: 0, problem: null });
    expect(await (await admin.request(consoleKeyPath)).json()).toEqual({ keyStatus: "active" });
    expect((await listKeys()).filter((listed) => listed.isUsedByConsole)).toEqual([expect.objectContaining({ id: key.id })]);

    const again = await admin.request(consoleKeyPath, { method: "POST" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { code: "CONSOLE_KEY_EXISTS" } });
  });
});
