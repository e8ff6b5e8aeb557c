import { describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, prefixes, type TestAgent } from "@/tests/support/agent-service";
import { handbook } from "@/tests/support/handbook";

const baseUrl = inject("baseUrl");

async function indexedFile(agent: TestAgent, text = handbook, fileName = "handbook.md") {
  const form = new FormData();
  form.append("file", new Blob([text], { type: "text/markdown" }), fileName);
  const uploaded = await callService(baseUrl, "POST", "/api/external/agent-files/upload", { key: agent.key, form });
  expect(uploaded.status).toBe(200);
  const added = await callService(baseUrl, "PUT", `/api/external/agent-files/${uploaded.body.id}/add-to-vector-store`, { key: agent.key });
  expect(added.status).toBe(200);
  return uploaded.body as { id: string };
}

const search = (agent: TestAgent, body: unknown, prefix = "/api/external") =>
  callService(baseUrl, "POST", `${prefix}/agent-files/search`, { key: agent.key, body });

describe.each(prefixes)("the knowledge search extension under %s", (prefix) => {
  it("finds the passages the agent would answer from, with their scores and sources", async () => {
    const agent = await createTestAgent(baseUrl);
    const file = await indexedFile(agent);
    const response = await search(agent, { query: "Can items be returned?" }, prefix);
    expect(response.status).toBe(200);
    expect(response.body.passages).toHaveLength(1);
    expect(response.body.passages[0]).toEqual({
      text: expect.stringContaining("returned within 30 days"),
      score: expect.any(Number),
      coverage: 1,
      source: { kind: "file", id: file.id, title: "handbook.md" },
    });
    expect(response.body.passages[0].score).toBeGreaterThan(0);
  });
});

describe("the knowledge search extension", () => {
  it("finds nothing for an unrelated question, in another agent's knowledge, or outside the vector store", async () => {
    const agent = await createTestAgent(baseUrl);
    const file = await indexedFile(agent);
    expect((await search(agent, { query: "Do you sell opera tickets?" })).body).toEqual({ passages: [] });
    expect((await search(await createTestAgent(baseUrl), { query: "Can items be returned?" })).body).toEqual({ passages: [] });

    await callService(baseUrl, "DELETE", `/api/external/agent-files/${file.id}/delete-from-vector-store`, { key: agent.key });
    expect((await search(agent, { query: "Can items be returned?" })).body).toEqual({ passages: [] });
  });

  it("returns at most `limit` passages, best first", async () => {
    const agent = await createTestAgent(baseUrl);
    const filler = "The staff are friendly and the parking is free on weekends. ".repeat(12);
    const sections = Array.from(
      { length: 8 },
      (_, index) => `## Store ${index}\n\n${filler}\n\nStore ${index} accepts returns of boots within ${index + 10} days.`,
    );
    await indexedFile(agent, sections.join("\n\n"), "stores.md");
    const limited = await search(agent, { query: "returns of boots", limit: 2 });
    expect(limited.status).toBe(200);
    expect(limited.body.passages).toHaveLength(2);
    const scores = (await search(agent, { query: "returns of boots", limit: 20 })).body.passages.map((passage: { score: number }) => passage.score);
    expect(scores).toEqual([...scores].sort((a: number, b: number) => b - a));
  });

  it("validates the question and the limit, and needs the agent's key", async () => {
    const agent = await createTestAgent(baseUrl);
    for (const body of [{}, { query: "" }, { query: "x".repeat(1001) }, { query: "hours", limit: 0 }, { query: "hours", limit: 21 }]) {
      const response = await search(agent, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const anonymous = await callService(baseUrl, "POST", "/api/external/agent-files/search", { body: { query: "hours" } });
    expect(anonymous.status).toBe(403);
  });

  it("is documented in the OpenAPI document as an extension of this service", async () => {
    const document = (await (await fetch(`${baseUrl}/api/external/docs/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { description?: string; operationId?: string }>>;
    };
    const operation = document.paths["/api/external/agent-files/search"]?.post;
    expect(operation?.description).toMatch(/^Extension of this service/);
  });
});
