import { beforeEach, describe, expect, it, vi } from "vitest";

import { AgentApiError } from "@/lib/agent-api/errors";
import type { DatabaseExecutor } from "@/lib/db";

import { listFilesOfAgent, testRetrieval, uploadFileOfAgent } from "./agent-files";
import type { ConsoleOrganization } from "../organizations/organizations";
import { ConsoleRouteError } from "../route/route-error";
import { callUpstream } from "../upstream/upstream";

vi.mock("../upstream/upstream", () => ({ callUpstream: vi.fn() }));

const upstream = vi.mocked(callUpstream);
const db = {} as DatabaseExecutor;
const organization = { id: "org-1", region: "us" } as ConsoleOrganization;
const failure = (status: number) => new AgentApiError(status, "ERROR", "failed", { operationId: "op" });

function uploadRequest(file: Blob, fileName: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append("file", file, fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request("http://console.test/files", { method: "POST", body: form });
}

beforeEach(() => upstream.mockReset());

describe("listFilesOfAgent", () => {
  it("reads the files with the agent's key and shows each as the browser sees it", async () => {
    upstream.mockResolvedValue([
      { id: "f1", fileName: "faq.md", url: "x", createdAt: "2026-01-01T00:00:00.000Z", vectorStoreUploadStatus: "done", chunkCount: 2 },
    ] as never);
    expect(await listFilesOfAgent(db, organization, "agent-1")).toEqual([expect.objectContaining({ id: "f1", stage: "indexed", chunkCount: 2 })]);
    expect(upstream.mock.calls[0]![1]).toEqual({ as: "agent", organization, agentId: "agent-1" });
  });

  it("takes a 404 (a deployment's way of saying there are no files) for an empty list, and passes other failures on", async () => {
    upstream.mockRejectedValueOnce(failure(404));
    expect(await listFilesOfAgent(db, organization, "agent-1")).toEqual([]);
    upstream.mockRejectedValueOnce(failure(429));
    await expect(listFilesOfAgent(db, organization, "agent-1")).rejects.toBeInstanceOf(AgentApiError);
  });
});

describe("uploadFileOfAgent", () => {
  it("forwards the file with the type its extension stands for, and the indexing choice", async () => {
    upstream.mockResolvedValue({
      id: "f1",
      fileName: "faq.md",
      url: "x",
      createdAt: "2026-01-01T00:00:00.000Z",
      vectorStoreUploadStatus: "processing",
    } as never);
    const view = await uploadFileOfAgent(db, organization, "agent-1", uploadRequest(new Blob(["# FAQ"]), "faq.md", { autoAddToVectorStore: "true" }));
    expect(view).toMatchObject({ id: "f1", stage: "indexing" });
    const { body } = upstream.mock.calls[0]![3] as { body: { file: File; autoAddToVectorStore: string } };
    expect(body.file).toBeInstanceOf(File);
    expect(body.file).toMatchObject({ name: "faq.md", type: "text/markdown", size: 5 });
    expect(body.autoAddToVectorStore).toBe("true");
  });

  it("refuses a wrong type, an empty file or a missing file without calling the API, naming the file field", async () => {
    const refusal = (request: Request) => uploadFileOfAgent(db, organization, "agent-1", request).catch((error: unknown) => error);
    const wrongType = await refusal(uploadRequest(new Blob(["x"]), "sheet.xlsx"));
    expect(wrongType).toBeInstanceOf(ConsoleRouteError);
    expect(wrongType).toMatchObject({ status: 400, fields: { file: expect.stringContaining("Only PDF") } });
    expect(await refusal(uploadRequest(new Blob([]), "empty.txt"))).toMatchObject({ status: 400, fields: { file: "The file is empty." } });
    const noFile = new FormData();
    noFile.append("autoAddToVectorStore", "true");
    expect(await refusal(new Request("http://console.test/files", { method: "POST", body: noFile }))).toMatchObject({
      status: 400,
      fields: { file: "Choose a file to upload." },
    });
    expect(
      await refusal(new Request("http://console.test/files", { method: "POST", body: "{}", headers: { "content-type": "application/json" } })),
    ).toMatchObject({ status: 400 });
    expect(upstream).not.toHaveBeenCalled();
  });
});

describe("testRetrieval", () => {
  it("returns the passages when the deployment has the knowledge search", async () => {
    upstream.mockResolvedValue({
      passages: [{ text: "Returns within 30 days.", score: 1.5, coverage: 0.5, source: { kind: "file", id: "f1", title: "faq.md" } }],
    } as never);
    expect(await testRetrieval(db, organization, "agent-1", { query: "returns", limit: 5 })).toEqual({
      isAvailable: true,
      passages: [{ text: "Returns within 30 days.", score: 1.5, coverage: 0.5, source: { kind: "file", id: "f1", title: "faq.md" } }],
    });
  });

  it("says the test is not offered when the deployment does not know the path", async () => {
    upstream.mockRejectedValueOnce(failure(404));
    expect(await testRetrieval(db, organization, "agent-1", { query: "returns", limit: 5 })).toEqual({ isAvailable: false, passages: [] });
    upstream.mockRejectedValueOnce(failure(502));
    await expect(testRetrieval(db, organization, "agent-1", { query: "returns", limit: 5 })).rejects.toBeInstanceOf(AgentApiError);
  });
});
