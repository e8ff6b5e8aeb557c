import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { open } from "@/lib/crypto/envelope";
import { openDatabase } from "@/lib/db/open";
import { consoleApiKeys } from "@/lib/db/schema";
import { vaultMasterKeysSchema } from "@/lib/env/schema";
import { widgetApiPaths, widgetLoaderPath, widgetPagePath } from "@/lib/widget/paths";
import { concreteRoute, discoverConsoleRoutes } from "@/tests/support/console-routes";
import { ConsoleSession } from "@/tests/support/http-session";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { testPassword, testSuperAdminKeys, testUsers } from "@/tests/support/test-server-users";
import { testVaultMasterKey } from "@/tests/support/test-server.mjs";

const baseUrl = inject("baseUrl");
const databaseUrl = inject("databaseUrl");
const serverLog = inject("serverLog");

const pages = ["/", "/login", "/agents", "/inbox", "/knowledge", "/functions", "/usage", "/organization", "/admin", "/settings"];

/** Every form a key could take on its way out: as is, base64, base64url and URL-encoded. */
function forms(key: string): string[] {
  return [key, Buffer.from(key).toString("base64"), Buffer.from(key).toString("base64url"), encodeURIComponent(key)];
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** A response's body; of an event stream, what it sends in its first second (it never ends by itself). */
async function bodyOf(response: Response): Promise<string> {
  if (!response.headers.get("content-type")?.startsWith("text/event-stream") || !response.body) return response.text();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  const deadline = Date.now() + 1_000;
  while (Date.now() < deadline) {
    const next = await Promise.race([reader.read(), new Promise<undefined>((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())))]);
    if (!next || next.done) break;
    text += next.value;
  }
  await reader.cancel();
  return text;
}

describe("no key leaves the server", () => {
  const canaries = new Map<string, string>([
    ["super-admin key (US)", testSuperAdminKeys.us],
    ["super-admin key (EU)", testSuperAdminKeys.eu],
  ]);
  const findings: string[] = [];
  let responsesScanned = 0;
  const database = databaseUrl ? openDatabase({ driver: "postgres", url: databaseUrl }) : undefined;
  afterAll(async () => {
    recordReliabilityFigures("canary-leaks", {
      suite: "key canaries",
      targets: canaries.size,
      inputs: responsesScanned,
      canaryLeaks: findings.length,
      failures: findings,
    });
    await database?.close();
  });

  function scan(where: string, text: string) {
    responsesScanned += 1;
    for (const [name, key] of canaries) {
      if (forms(key).some((form) => text.includes(form))) findings.push(`${name} in ${where}`);
    }
  }

  beforeAll(async () => {
    if (!database) return;
    const masterKeys = vaultMasterKeysSchema.parse(testVaultMasterKey);
    for (const row of await database.db.select().from(consoleApiKeys)) {
      const aad = ["console_api_keys", row.id, row.scope, row.region, row.organizationId ?? "", row.agentId ?? ""].join(":");
      canaries.set(`${row.scope} key ${row.label}`, open(row, masterKeys, aad));
    }
  });

  it("in any response body or header, page or RSC payload, for any role", { timeout: 180_000 }, async () => {
    expect(canaries.size).toBeGreaterThan(databaseUrl ? 3 : 1);
    const roles = [
      ["anonymous"],
      ["viewer", testUsers.viewer.email],
      ["operator", testUsers.operator.email],
      ["org_admin", testUsers.orgAdmin.email],
      ["superadmin", testUsers.superadmin.email],
    ] as const;
    const superadmin = new ConsoleSession(baseUrl, "198.18.3.9");
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizations = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    const organizationId = organizations.find((organization) => organization.name === "Northwind Outfitters")!.id;
    const keys = (await (await superadmin.request("/api/console/keys")).json()) as { scope: string; agentId: string | null }[];
    const agentId = keys.find((key) => key.scope === "agent")!.agentId!;

    for (const [index, [role, email]] of roles.entries()) {
      const session = new ConsoleSession(baseUrl, `198.18.3.${index}`);
      if (email) await session.signIn(email, testPassword);
      const record = async (label: string, response: Response) => {
        scan(`${label} as ${role} (headers)`, JSON.stringify([...response.headers]));
        scan(`${label} as ${role}`, await bodyOf(response));
      };
      for (const page of pages) {
        await record(`page ${page}`, await session.request(page));
        await record(`RSC ${page}`, await session.request(page, { headers: { RSC: "1" } }));
      }
      for (const route of discoverConsoleRoutes().filter((candidate) => candidate !== "DELETE /api/console/session")) {
        const [method, pattern] = route.split(" ") as [string, string];
        const url = concreteRoute(pattern, organizationId).replace("00000000-0000-4000-8000-000000000000", agentId);
        await record(route, await session.request(url, { method, headers: { "content-type": "application/json" }, body: method === "GET" ? undefined : "{}" }));
      }
    }

    // A website's visitor: the loader, the framed page and its assets, and every widget route along a conversation,
    // with live chat on (a website's visitors are refused while it is off).
    const liveChat = `/api/console/organizations/${organizationId}/agents/${agentId}/live-chat`;
    const { avatarUrl: _avatar, updatedAt: _saved, ...liveChatSettings } = (await (await superadmin.request(liveChat)).json()) as Record<string, unknown>;
    const turnedOn = await superadmin.request(liveChat, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...liveChatSettings, enabled: true }),
    });
    expect(turnedOn.status).toBe(200);
    const visitor = new ConsoleSession(baseUrl, "198.18.3.20");
    const recordVisit = async (label: string, response: Response) => {
      scan(`${label} (headers)`, JSON.stringify([...response.headers]));
      scan(label, await bodyOf(response));
    };
    const visit = async (label: string, path: string, init: RequestInit = {}) => {
      const response = await visitor.request(path, init);
      expect(response.status, `widget ${label}`).toBeLessThan(400);
      await recordVisit(`widget ${label}`, response.clone());
      return response;
    };
    const post = (body: unknown) => ({ method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    await visit("loader", widgetLoaderPath);
    const page = await (await visit("page", widgetPagePath(agentId))).text();
    for (const asset of page.match(/(?:src|href)="([^"]+)"/g) ?? []) await visit(`asset ${asset}`, asset.replace(/^(?:src|href)="|"$/g, ""));
    await visit("state", widgetApiPaths.state(agentId));
    const thread = (await (
      await visit("start", widgetApiPaths.conversations(agentId), post({ name: "Leak Visitor", email: "leak.visitor@example.test" }))
    ).json()) as { conversation: { id: string } };
    const conversationId = thread.conversation.id;
    const sent = (await (
      await visit("message", widgetApiPaths.messages(agentId, conversationId), post({ message: "What are your opening hours?" }))
    ).json()) as { messages: { id: string }[] };
    await visit("conversation", widgetApiPaths.conversation(agentId, conversationId));
    await visit("events", widgetApiPaths.events(agentId, conversationId));
    await visit("upload", widgetApiPaths.uploads(agentId, conversationId), post({ fileName: "a.txt", contentType: "text/plain", size: 3 }));
    await visit("feedback", widgetApiPaths.feedback(agentId, conversationId, sent.messages.at(-1)!.id), { ...post({ vote: "up" }), method: "PUT" });
    await visit("state again", widgetApiPaths.state(agentId));

    const createdKey = await superadmin.request(`/api/console/organizations/${organizationId}/agents/${agentId}/keys`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Leak test key" }),
    });
    expect(createdKey.status).toBe(201);
    const created = (await createdKey.clone().json()) as { id: string; reveal: { secret: string } | null };
    if (database) {
      const rows = await database.db.select().from(consoleApiKeys);
      const masterKeys = vaultMasterKeysSchema.parse(testVaultMasterKey);
      for (const row of rows) {
        const aad = ["console_api_keys", row.id, row.scope, row.region, row.organizationId ?? "", row.agentId ?? ""].join(":");
        canaries.set(`${row.scope} key ${row.label} (after creation)`, open(row, masterKeys, aad));
      }
    }
    // The one allowed exception: a key for the organization's own systems is revealed in the answer that creates
    // or rotates it. Those answers hold no other key; once given, its secrets are canaries like any other.
    scan("agent key creation", await createdKey.text());
    const rotated = await superadmin.request(`/api/console/organizations/${organizationId}/agents/${agentId}/keys/${created.id}/rotate`, { method: "POST" });
    const rotatedKey = (await rotated.clone().json()) as { reveal: { secret: string } | null };
    scan("agent key rotation", await rotated.text());
    expect(created.reveal?.secret).toEqual(expect.any(String));
    expect(rotatedKey.reveal?.secret).toEqual(expect.any(String));
    canaries.set("integration key (revealed at creation)", created.reveal!.secret);
    canaries.set("integration key (revealed at rotation)", rotatedKey.reveal!.secret);
    scan("agent key list", await (await superadmin.request(`/api/console/organizations/${organizationId}/agents/${agentId}/keys`)).text());
    scan("audit log", await (await superadmin.request("/api/console/audit?pageSize=200")).text());
    for (const page of ["/agents", `/agents/${agentId}/keys`]) scan(`page ${page} after the reveal`, await bodyOf(await superadmin.request(page)));
    expect(findings).toEqual([]);
  });

  it("in the built client files, the widget's included", () => {
    const staticDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next-test", "static");
    const widgetFiles = [path.join(process.cwd(), "public", "widget.js"), ...filesUnder(path.join(process.cwd(), "public", "widget-assets"))];
    expect(widgetFiles.length).toBeGreaterThan(2);
    for (const file of [...filesUnder(staticDir), ...widgetFiles].filter((name) => /\.(js|css|html|json|txt)$/.test(name))) {
      scan(path.relative(process.cwd(), file), readFileSync(file, "utf8"));
    }
    expect(findings).toEqual([]);
  });

  it("in the server log", () => {
    scan("the server log", readFileSync(serverLog, "utf8"));
    expect(findings).toEqual([]);
  });
});
