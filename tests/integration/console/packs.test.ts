import { beforeAll, describe, expect, inject, it } from "vitest";

import { ConsoleSession } from "@/tests/support/http-session";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type Pack = {
  id: string;
  name: string;
  status: string;
  documents: { id: string; fileName: string; status: string; size: number }[];
  linkedAgents: { id: string; name: string }[];
};

const markdown = "# Returns\n\nItems can be returned within 30 days of delivery, with the receipt, for a full refund.\n";

describe("packs through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.3.1");
  let packs = "";
  let agentId = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizations = (await (await superadmin.request("/api/console/organizations")).json()) as { id: string; name: string }[];
    const organizationId = organizations.find((organization) => organization.name === "Northwind Outfitters")!.id;
    packs = `/api/console/organizations/${organizationId}/packs`;
    const keys = (await (await superadmin.request("/api/console/keys")).json()) as { scope: string; organizationId: string | null; agentId: string | null }[];
    agentId = keys.find((key) => key.scope === "agent" && key.organizationId === organizationId)!.agentId!;
  });

  it("creates a pack, adds a document through a signed URL, links and unlinks an agent, removes the document and deletes the pack", async () => {
    const created = await superadmin.request(packs, { method: "POST", ...json({ name: "Returns policy", description: "How returns work" }) });
    expect(created.status).toBe(201);
    const pack = (await created.json()) as Pack & Record<string, unknown>;
    expect(pack).toMatchObject({ name: "Returns policy", status: "active", documents: [], linkedAgents: [] });
    expect(pack).not.toHaveProperty("organizationId");
    const packPath = `${packs}/${pack.id}`;

    const listed = await superadmin.request(`${packs}?pageSize=100`);
    expect(listed.status).toBe(200);
    const page = (await listed.json()) as { totalItems: number; hasNextPage: boolean; data: { id: string; documentCount: number }[] };
    expect(page).toMatchObject({ currentPage: 1, pageSize: 100, hasNextPage: false });
    expect(page.data.find((row) => row.id === pack.id)).toMatchObject({ documentCount: 0 });

    const ticket = await superadmin.request(`${packs}/documents/upload-url`, {
      method: "POST",
      ...json({ fileName: "returns.md", contentType: "text/markdown" }),
    });
    expect(ticket.status).toBe(200);
    const { signedUrl, storagePath } = (await ticket.json()) as { signedUrl: string; storagePath: string };
    expect(new URL(signedUrl).origin).toBe(new URL(baseUrl).origin);

    const put = await fetch(signedUrl, { method: "PUT", headers: { "content-type": "text/markdown" }, body: markdown });
    expect(put.ok).toBe(true);

    const attached = await superadmin.request(`${packPath}/documents`, { method: "POST", ...json({ fileName: "returns.md", storagePath }) });
    expect(attached.status).toBe(201);
    const document = (await attached.json()) as { id: string; status: string; size: number; packId?: string };
    expect(document).toMatchObject({ status: "ready", size: Buffer.byteLength(markdown) });
    expect(document).not.toHaveProperty("packId");

    const linked = await superadmin.request(`${packPath}/agents/${agentId}`, { method: "PUT" });
    expect(linked.status).toBe(200);
    expect(((await linked.json()) as Pack).linkedAgents.map((agent) => agent.id)).toEqual([agentId]);

    const read = (await (await superadmin.request(packPath)).json()) as Pack;
    expect(read.documents).toEqual([expect.objectContaining({ id: document.id, fileName: "returns.md", status: "ready" })]);
    expect(read.linkedAgents).toEqual([expect.objectContaining({ id: agentId })]);

    const unlinked = await superadmin.request(`${packPath}/agents/${agentId}`, { method: "DELETE" });
    expect(unlinked.status).toBe(200);
    expect(((await unlinked.json()) as Pack).linkedAgents).toEqual([]);

    const removed = await superadmin.request(`${packPath}/documents/${document.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as Pack).documents).toEqual([]);

    const updated = await superadmin.request(packPath, { method: "PUT", ...json({ status: "inactive" }) });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ status: "inactive", name: "Returns policy" });

    expect((await superadmin.request(packPath, { method: "DELETE" })).status).toBe(204);
    expect((await superadmin.request(packPath)).status).toBe(404);
  });

  it("answers 404 for a pack the organization does not have", async () => {
    const response = await superadmin.request(`${packs}/00000000-0000-4000-8000-000000000000`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });

  it("puts the API's refusals on the fields: a name it cannot take, a type the file name does not have, an upload never made", async () => {
    const unnamed = await superadmin.request(packs, { method: "POST", ...json({ name: "  " }) });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toMatchObject({ error: { code: "INVALID_INPUT", fields: { name: expect.any(String) } } });

    const mismatched = await superadmin.request(`${packs}/documents/upload-url`, {
      method: "POST",
      ...json({ fileName: "photo.png", contentType: "text/markdown" }),
    });
    expect(mismatched.status).toBe(400);
    expect(await mismatched.json()).toMatchObject({ error: { fields: { fileName: expect.any(String) } } });

    const pack = (await (await superadmin.request(packs, { method: "POST", ...json({ name: "Never filled" }) })).json()) as Pack;
    const ticket = (await (
      await superadmin.request(`${packs}/documents/upload-url`, { method: "POST", ...json({ fileName: "late.md", contentType: "text/markdown" }) })
    ).json()) as { storagePath: string };
    const early = await superadmin.request(`${packs}/${pack.id}/documents`, {
      method: "POST",
      ...json({ fileName: "late.md", storagePath: ticket.storagePath }),
    });
    expect(early.status).toBe(400);
    expect(await early.json()).toMatchObject({ error: { code: "UPSTREAM_REJECTED", fields: { storagePath: expect.any(String) } } });
    expect((await superadmin.request(`${packs}/${pack.id}`, { method: "DELETE" })).status).toBe(204);
  });
});
