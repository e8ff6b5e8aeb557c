import { afterAll, describe, expect, inject, it } from "vitest";

import { callService, createTestAgent, eventually } from "@/tests/support/agent-service";
import { startFakeLlm } from "@/tests/support/fake-llm";
import { freePort } from "@/tests/support/free-port";
import { createScratchDatabase } from "@/tests/support/postgres.mjs";
import { startTestServer, type TestServer } from "@/tests/support/test-server.mjs";

const usePostgres = Boolean(inject("databaseUrl"));

describe(`a crash during an async reply (${usePostgres ? "PostgreSQL" : "PGlite"})`, () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it("completes the reply exactly once after a restart", { timeout: 120_000 }, async () => {
    const llm = await startFakeLlm({ answer: "Our support team answers Monday to Friday.", delayMs: 4_000 });
    cleanups.push(llm.close);
    const scratch = usePostgres ? await createScratchDatabase() : undefined;
    if (scratch) cleanups.push(scratch.drop);
    const port = await freePort();
    const env = { LLM_BASE_URL: llm.baseUrl, SWITCHBOARD_DEMO_DATA: "false" };

    let server: TestServer = await startTestServer({ port, databaseUrl: scratch?.url, env });
    cleanups.push(() => server.stop());
    const agent = await createTestAgent(server.baseUrl);
    const user = await callService(server.baseUrl, "POST", "/external/users", { key: agent.key, body: { firstName: "R", lastName: "S", email: "r@example.test" } });
    const conversation = await callService(server.baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.body.id } });
    const question = await callService(server.baseUrl, "POST", `/external/conversations/${conversation.body.id}/messages/async`, {
      key: agent.key,
      body: { message: "When are you open?" },
    });
    expect(question.status).toBe(201);
    await eventually(async () => (llm.requests > 0 ? true : undefined));

    const { dataDir } = server;
    await server.stop({ keepData: true, signal: "SIGKILL" });
    server = await startTestServer({ port, databaseUrl: scratch?.url, dataDir, env, seed: false });

    const responsePath = `/external/conversations/${conversation.body.id}/messages/${question.body.id}/response-on`;
    const answered = await eventually(async () => {
      const poll = await callService(server.baseUrl, "GET", responsePath, { key: agent.key });
      return poll.body.status === "completed" ? poll.body : undefined;
    }, 60_000, 250);
    expect(answered.message).toMatchObject({ senderRole: "assistant", message: "Our support team answers Monday to Friday." });

    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const history = await callService(server.baseUrl, "GET", `/external/conversations/${conversation.body.id}/messages`, { key: agent.key });
    expect(history.body.messages.filter((message: any) => message.senderRole === "assistant")).toHaveLength(1);
  });
});
