import { beforeAll, describe, expect, inject, it } from "vitest";

import { eventually } from "@/tests/support/agent-service";
import { ConsoleSession } from "@/tests/support/http-session";
import { northwindOrganizationId } from "@/tests/support/northwind";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type FileView = { id: string; fileName: string; stage: string; chunkCount: number | null; size: number | null; error: string | null };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

const faq = ["# Trail Shop FAQ", "", "## Returns", "", "Unworn boots can be returned within 45 days of delivery for a full refund, with the receipt."].join(
  "\n",
);

function upload(file: Blob, fileName: string, autoAddToVectorStore = false) {
  const form = new FormData();
  form.append("file", file, fileName);
  form.append("autoAddToVectorStore", String(autoAddToVectorStore));
  return { method: "POST", body: form };
}

describe("an agent's knowledge files through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.7.1");
  let files = "";

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    const organizationId = await northwindOrganizationId(superadmin);
    const roles = (await (await superadmin.request(`/api/console/organizations/${organizationId}/agent-roles`)).json()) as { id: string; name: string }[];
    const created = await superadmin.request(
      `/api/console/organizations/${organizationId}/agents`,
      json("POST", { roleId: roles[0]!.id, name: "Knowledge desk", publicName: "Kay", model: "gpt-5-mini", tags: [], outputJsonSchema: "{}" }),
    );
    expect(created.status).toBe(201);
    files = `/api/console/organizations/${organizationId}/agents/${((await created.json()) as { id: string }).id}/files`;
  });

  const list = async () => {
    const response = await superadmin.request(files);
    expect(response.status).toBe(200);
    return (await response.json()) as FileView[];
  };

  it("uploads a file, indexes it now, finds it by retrieval, takes it out, indexes it in the background and deletes it", async () => {
    expect(await list()).toEqual([]);

    const uploaded = await superadmin.request(files, upload(new Blob([faq]), "faq.md"));
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as FileView & Record<string, unknown>;
    expect(file).toMatchObject({ fileName: "faq.md", contentType: "text/markdown", size: Buffer.byteLength(faq), stage: "uploaded", chunkCount: null });
    expect(file).not.toHaveProperty("url");

    const indexed = await superadmin.request(`${files}/${file.id}/vector-store`, json("PUT", { mode: "now" }));
    expect(indexed.status).toBe(204);
    expect(await list()).toEqual([expect.objectContaining({ id: file.id, stage: "indexed", chunkCount: 1, error: null })]);

    const search = await superadmin.request(`${files}/search`, json("POST", { query: "Can I return boots I bought?" }));
    expect(search.status).toBe(200);
    const result = (await search.json()) as {
      isAvailable: boolean;
      passages: { text: string; score: number; source: { kind: string; id: string; title: string } }[];
    };
    expect(result.isAvailable).toBe(true);
    expect(result.passages[0]).toMatchObject({
      text: expect.stringContaining("45 days"),
      score: expect.any(Number),
      source: { kind: "file", id: file.id, title: "faq.md" },
    });

    const unrelated = (await (await superadmin.request(`${files}/search`, json("POST", { query: "Do you sell opera tickets?" }))).json()) as {
      passages: unknown[];
    };
    expect(unrelated.passages).toEqual([]);

    const removed = await superadmin.request(`${files}/${file.id}/vector-store`, { method: "DELETE" });
    expect(removed.status).toBe(204);
    expect((await list())[0]).toMatchObject({ stage: "uploaded", chunkCount: null });

    const queued = await superadmin.request(`${files}/${file.id}/vector-store`, json("PUT", { mode: "background" }));
    expect(queued.status).toBe(204);
    await eventually(async () => ((await list())[0]!.stage === "indexed" ? true : undefined));

    const deleted = await superadmin.request(`${files}/${file.id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(await list()).toEqual([]);
  });

  it("indexes at upload when asked, and deletes a selection of files at once", async () => {
    const first = (await (await superadmin.request(files, upload(new Blob([faq]), "first.md", true))).json()) as FileView;
    expect(["indexing", "indexed"]).toContain(first.stage);
    const second = (await (await superadmin.request(files, upload(new Blob(["Plain notes."]), "second.txt"))).json()) as FileView;
    await eventually(async () => ((await list()).find((file) => file.id === first.id)?.stage === "indexed" ? true : undefined));

    const bulk = await superadmin.request(files, json("DELETE", { fileIds: [first.id, second.id] }));
    expect(bulk.status).toBe(204);
    expect(await list()).toEqual([]);
    const audit = (await (await superadmin.request("/api/console/audit?action=agent_file.delete_many")).json()) as { entries: { outcome: string }[] };
    expect(audit.entries[0]).toMatchObject({ outcome: "success" });
  });

  it("refuses files of the wrong type, empty ones and malformed requests before they reach the API", async () => {
    const wrongType = await superadmin.request(files, upload(new Blob(["MZ"]), "setup.exe"));
    expect(wrongType.status).toBe(400);
    expect(((await wrongType.json()) as ErrorBody).error.fields).toHaveProperty("file", expect.stringContaining("Only PDF, Markdown"));

    const empty = await superadmin.request(files, upload(new Blob([]), "empty.md"));
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as ErrorBody).error.fields).toEqual({ file: "The file is empty." });

    const notMultipart = await superadmin.request(files, json("POST", {}));
    expect(notMultipart.status).toBe(400);

    const tooLarge = await superadmin.request(files, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(11 * 1024 * 1024) },
      body: "x".repeat(11 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);

    const emptyQuestion = await superadmin.request(`${files}/search`, json("POST", { query: "  " }));
    expect(emptyQuestion.status).toBe(400);
    expect(((await emptyQuestion.json()) as ErrorBody).error.fields).toHaveProperty("query");

    const badIds = await superadmin.request(files, json("DELETE", { fileIds: ["not-a-uuid"] }));
    expect(badIds.status).toBe(400);

    const missing = await superadmin.request(`${files}/00000000-0000-4000-8000-000000000009/vector-store`, json("PUT", { mode: "now" }));
    expect(missing.status).toBe(404);
  });
});
