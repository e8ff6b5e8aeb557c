import { describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, eventually, prefixes, type TestAgent } from "@/tests/support/agent-service";
import { handbook } from "@/tests/support/handbook";
import { tinyPdf } from "@/tests/support/tiny-pdf";

const baseUrl = inject("baseUrl");

const maxBytes = 10 * 1024 * 1024;

function formWith(file?: Blob, fileName = "handbook.md", fields: Record<string, string> = {}) {
  const form = new FormData();
  if (file) form.append("file", file, fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const markdown = (text = handbook) => new Blob([text], { type: "text/markdown" });

function upload(agent: TestAgent, form: FormData, prefix = "/api/external") {
  return callService(baseUrl, "POST", `${prefix}/agent-files/upload`, { key: agent.key, form });
}

async function listFiles(agent: TestAgent, prefix = "/api/external") {
  const response = await callService(baseUrl, "GET", `${prefix}/agent-files/by-api-key`, { key: agent.key });
  expect(response.status).toBe(200);
  return response.body as any[];
}

async function uploaded(agent: TestAgent, form = formWith(markdown())) {
  const response = await upload(agent, form);
  expect(response.status).toBe(200);
  return response.body;
}

describe.each(prefixes)("agent files under %s", (prefix) => {
  it("uploads Markdown, lists it, indexes it synchronously and asynchronously, and removes it from the vector store", async () => {
    const agent = await createTestAgent(baseUrl);
    const response = await upload(agent, formWith(markdown()), prefix);
    expect(response.status).toBe(200);
    const file = response.body;
    expect(file).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      fileName: "handbook.md",
      url: `agent-files/${agent.id}/${file.id}/handbook.md`,
      createdAt: expect.any(String),
      isUploadedToVectorStore: false,
      vectorStoreUploadStatus: null,
      contentType: "text/markdown",
      size: new TextEncoder().encode(handbook).length,
    });

    expect(await listFiles(agent, prefix)).toEqual([file]);

    const added = await callService(baseUrl, "PUT", `${prefix}/agent-files/${file.id}/add-to-vector-store`, { key: agent.key });
    expect(added.status).toBe(200);
    expect(added.body).toBeUndefined();
    const [indexed] = await listFiles(agent, prefix);
    expect(indexed).toMatchObject({
      vectorStoreUploadStatus: "done",
      isUploadedToVectorStore: true,
      chunkCount: 1,
      vectorStoreFileId: expect.stringMatching(/^file-/),
      uploadedToVectorStoreAt: expect.any(String),
      vectorStoreError: null,
    });

    const removed = await callService(baseUrl, "DELETE", `${prefix}/agent-files/${file.id}/delete-from-vector-store`, { key: agent.key });
    expect(removed.status).toBe(200);
    expect(removed.body).toBeUndefined();
    const [afterRemoval] = await listFiles(agent, prefix);
    expect(afterRemoval).toMatchObject({ vectorStoreUploadStatus: null, isUploadedToVectorStore: false, chunkCount: null });
    expect(afterRemoval).not.toHaveProperty("uploadedToVectorStoreAt");

    const queued = await callService(baseUrl, "PUT", `${prefix}/agent-files/${file.id}/add-to-vector-store/async`, { key: agent.key });
    expect(queued.status).toBe(200);
    expect(queued.body).toBeUndefined();
    const done = await eventually(async () => {
      const [current] = await listFiles(agent, prefix);
      expect(["processing", "done"]).toContain(current.vectorStoreUploadStatus);
      return current.vectorStoreUploadStatus === "done" ? current : undefined;
    });
    expect(done).toMatchObject({ chunkCount: 1, isUploadedToVectorStore: true, vectorStoreFileId: indexed.vectorStoreFileId });
  });

  it("indexes in the background when uploaded with autoAddToVectorStore", async () => {
    const agent = await createTestAgent(baseUrl);
    const response = await upload(agent, formWith(markdown(), "faq.md", { autoAddToVectorStore: "true" }), prefix);
    expect(response.status).toBe(200);
    expect(["processing", "done"]).toContain(response.body.vectorStoreUploadStatus);
    await eventually(async () => {
      const [current] = await listFiles(agent, prefix);
      return current.vectorStoreUploadStatus === "done" ? current : undefined;
    });
  });
});

describe("agent files", () => {
  it("lists the agent's files newest first, and only its own", async () => {
    const agent = await createTestAgent(baseUrl);
    const other = await createTestAgent(baseUrl);
    const first = await uploaded(agent, formWith(markdown(), "first.md"));
    const second = await uploaded(agent, formWith(new Blob(["Plain notes."], { type: "text/plain" }), "second.txt"));
    await uploaded(other);
    expect((await listFiles(agent)).map((file) => file.id)).toEqual([second.id, first.id]);
    expect(await listFiles(await createTestAgent(baseUrl))).toEqual([]);
  });

  it("refuses an upload without a file, or with an empty one", async () => {
    const agent = await createTestAgent(baseUrl);
    const missing = await upload(agent, formWith(undefined, "", { autoAddToVectorStore: "true" }));
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ status: 400, name: "BAD_REQUEST", details: [{ field: "file" }] });

    const empty = await upload(agent, formWith(new Blob([], { type: "text/plain" }), "empty.txt"));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("The file is empty.");
  });

  it("refuses a file over 10 MiB", async () => {
    const agent = await createTestAgent(baseUrl);
    const response = await upload(agent, formWith(new Blob([new Uint8Array(maxBytes + 1).fill(0x61)], { type: "text/plain" }), "big.txt"));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      message: "The file is larger than 10 MiB.",
      details: [{ field: "file", message: "The file is larger than 10 MiB." }],
    });
  });

  it("accepts a file of exactly 10 MiB", async () => {
    const agent = await createTestAgent(baseUrl);
    const response = await upload(agent, formWith(new Blob([new Uint8Array(maxBytes).fill(0x61)], { type: "text/plain" }), "exact.txt"));
    expect(response.status).toBe(200);
    expect(response.body.size).toBe(maxBytes);
  });

  it("refuses types it cannot index, and content that is not what its type says", async () => {
    const agent = await createTestAgent(baseUrl);
    const cases: [Blob, string, RegExp][] = [
      [new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0x00])], { type: "application/x-msdownload" }), "setup.exe", /^Only PDF, Markdown/],
      [new Blob(["MZ"], { type: "application/octet-stream" }), "setup.exe", /^Only PDF, Markdown/],
      [new Blob(["not a pdf"], { type: "application/pdf" }), "guide.pdf", /does not start with %PDF-/],
      [new Blob([new Uint8Array([0x68, 0x00, 0x69])], { type: "text/plain" }), "notes.txt", /contains NUL bytes/],
      [new Blob(["%PDF-1.4"], { type: "application/pdf" }), "notes.txt", /does not match its declared type/],
    ];
    for (const [blob, name, message] of cases) {
      const response = await upload(agent, formWith(blob, name));
      expect(response.status, name).toBe(400);
      expect(response.body.message).toMatch(message);
      expect(response.body.details).toEqual([{ field: "file", message: response.body.message }]);
    }
    expect(await listFiles(agent)).toEqual([]);
  });

  it("indexes a PDF's text, and refuses a PDF without any", async () => {
    const agent = await createTestAgent(baseUrl);
    const withText = await uploaded(agent, formWith(new Blob([tinyPdf(["Opening hours are 9 to 5"])], { type: "application/pdf" }), "hours.pdf"));
    const added = await callService(baseUrl, "PUT", `/api/external/agent-files/${withText.id}/add-to-vector-store`, { key: agent.key });
    expect(added.status).toBe(200);

    const scan = await uploaded(agent, formWith(new Blob([tinyPdf([])], { type: "application/pdf" }), "scan.pdf"));
    const refused = await callService(baseUrl, "PUT", `/api/external/agent-files/${scan.id}/add-to-vector-store`, { key: agent.key });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe("The file cannot be indexed: No text could be extracted: scanned PDF?");

    const byName = Object.fromEntries((await listFiles(agent)).map((file) => [file.fileName, file]));
    expect(byName["hours.pdf"]).toMatchObject({ vectorStoreUploadStatus: "done", chunkCount: 1, contentType: "application/pdf" });
    expect(byName["scan.pdf"]).toMatchObject({ vectorStoreUploadStatus: "failed", vectorStoreError: "No text could be extracted: scanned PDF?" });
  });

  it("lets the agent answer from an indexed file, citing it, and stop once it is removed", async () => {
    const agent = await createTestAgent(baseUrl);
    const file = await uploaded(agent);
    await callService(baseUrl, "PUT", `/api/external/agent-files/${file.id}/add-to-vector-store`, { key: agent.key });
    const user = await callService(baseUrl, "POST", "/external/users", {
      key: agent.key,
      body: { firstName: "Ada", lastName: "Lovelace", email: `user-${crypto.randomUUID()}@example.test` },
    });
    const ask = async (message: string) => {
      const conversation = await callService(baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.body.id } });
      const reply = await callService(baseUrl, "POST", `/external/conversations/${conversation.body.id}/messages`, { key: agent.key, body: { message } });
      expect(reply.status).toBe(201);
      return reply.body;
    };

    const answered = await ask("When is the shop open on Saturdays?");
    expect(answered.message).toContain("On Saturdays it opens at 10.");
    expect(answered.fullAIResponse.fileCitations).toEqual([{ fileId: file.id, filename: "handbook.md" }]);

    await callService(baseUrl, "DELETE", `/api/external/agent-files/${file.id}/delete-from-vector-store`, { key: agent.key });
    const unanswered = await ask("When is the shop open on Saturdays?");
    expect(unanswered.message).not.toContain("10");
    expect(unanswered.fullAIResponse?.fileCitations ?? []).toEqual([]);
  });

  it("answers 400 with the reason when a file cannot be indexed, and records it", async () => {
    const agent = await createTestAgent(baseUrl);
    const pdf = new Blob(["%PDF-1.4\nnot really a PDF\n%%EOF"], { type: "application/pdf" });
    const file = await uploaded(agent, formWith(pdf, "broken.pdf"));
    const response = await callService(baseUrl, "PUT", `/api/external/agent-files/${file.id}/add-to-vector-store`, { key: agent.key });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^The file cannot be indexed: /);
    const [failed] = await listFiles(agent);
    expect(failed).toMatchObject({ vectorStoreUploadStatus: "failed", isUploadedToVectorStore: null, vectorStoreError: expect.any(String) });
  });

  it("adds to the assistant as add-to-vector-store does", async () => {
    const agent = await createTestAgent(baseUrl);
    const file = await uploaded(agent);
    const response = await callService(baseUrl, "PUT", `/external/agent-files/${file.id}/add-to-assistant`, { key: agent.key });
    expect(response.status).toBe(200);
    expect((await listFiles(agent))[0]).toMatchObject({ vectorStoreUploadStatus: "done", chunkCount: 1 });
  });

  it("answers 404 for another agent's file and for unknown ids", async () => {
    const agent = await createTestAgent(baseUrl);
    const other = await createTestAgent(baseUrl);
    const file = await uploaded(other);
    const calls: [string, string][] = [
      ["DELETE", `/api/external/agent-files/${file.id}/delete`],
      ["DELETE", `/api/external/agent-files/${file.id}/delete-from-vector-store`],
      ["PUT", `/api/external/agent-files/${file.id}/add-to-vector-store`],
      ["PUT", `/external/agent-files/${file.id}/add-to-vector-store/async`],
      ["PUT", `/external/agent-files/${file.id}/add-to-assistant`],
      ["DELETE", `/api/external/agent-files/not-a-uuid/delete`],
    ];
    for (const [method, path] of calls) {
      const response = await callService(baseUrl, method, path, { key: agent.key });
      expect(response.status, path).toBe(404);
      expect(response.body).toMatchObject({ status: 404, name: "ENTITY_NOT_FOUND_ERROR", details: [{ entity: "Agent file" }] });
    }
    expect(await listFiles(other)).toHaveLength(1);
  });

  it("deletes many files, ignoring ids of other agents", async () => {
    const agent = await createTestAgent(baseUrl);
    const other = await createTestAgent(baseUrl);
    const [a, b, kept] = [await uploaded(agent), await uploaded(agent), await uploaded(agent)];
    const othersFile = await uploaded(other);
    const response = await callService(baseUrl, "DELETE", "/api/external/agent-files", {
      key: agent.key,
      body: { fileIds: [a.id, b.id, othersFile.id, crypto.randomUUID()] },
    });
    expect(response.status).toBe(200);
    expect(response.body).toBeUndefined();
    expect((await listFiles(agent)).map((file) => file.id)).toEqual([kept.id]);
    expect(await listFiles(other)).toHaveLength(1);

    const invalid = await callService(baseUrl, "DELETE", "/external/agent-files", { key: agent.key, body: { fileIds: ["nope"] } });
    expect(invalid.status).toBe(400);
  });

  it("deletes one file, which is then not found", async () => {
    const agent = await createTestAgent(baseUrl);
    const file = await uploaded(agent);
    await callService(baseUrl, "PUT", `/api/external/agent-files/${file.id}/add-to-vector-store`, { key: agent.key });
    const deleted = await callService(baseUrl, "DELETE", `/external/agent-files/${file.id}/delete`, { key: agent.key });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toBeUndefined();
    expect(await listFiles(agent)).toEqual([]);
    const again = await callService(baseUrl, "DELETE", `/external/agent-files/${file.id}/delete`, { key: agent.key });
    expect(again.status).toBe(404);
  });

  it("answers 403 to a wrong key, a key in the wrong header and no key", async () => {
    const agent = await createTestAgent(baseUrl);
    const forbidden = { status: 403, name: "FORBIDDEN_ERROR", message: "INVALID_CREDENTIALS", details: [] };
    const attempts = [
      await callService(baseUrl, "GET", "/api/external/agent-files/by-api-key", { key: `${agent.key}x` }),
      await callService(baseUrl, "GET", "/external/agent-files/by-api-key", { key: agent.key, header: "Organization-Secret-Key" }),
      await callService(baseUrl, "POST", "/api/external/agent-files/upload", { form: formWith(markdown()) }),
      await callService(baseUrl, "GET", "/api/external/agent-files/by-api-key", { key: agent.key, region: "eu" }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(403);
      expect(response.body).toEqual(forbidden);
    }
  });
});
