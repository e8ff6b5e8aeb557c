import { afterAll, describe, expect, it } from "vitest";

import { callService, createTestAgent, eventually } from "@/tests/support/agent-service";
import { startFakeLlm } from "@/tests/support/fake-llm";
import { isPostgresAvailable } from "@/tests/support/postgres.mjs";
import { recordReliabilityFigures } from "@/tests/support/reliability-figures";
import { startCrashableApp, storeKinds } from "@/tests/support/restart";

const postgresAvailable = await isPostgresAvailable();

const figures = { restartsSurvived: 0, messagesLost: 0, messagesDuplicated: 0, failures: [] as string[] };
afterAll(() => recordReliabilityFigures("durability-async-reply", { suite: "crash during an async reply", ...figures }));

const answer = "Our support team answers Monday to Friday.";

describe.concurrent("a crash (SIGKILL) while the model writes an async reply", () => {
  for (const store of storeKinds) {
    it.skipIf(store === "PostgreSQL" && !postgresAvailable)(`completes each reply exactly once after a restart (${store})`, { timeout: 180_000 }, async () => {
      // The model holds every answer back, so the crash comes while the replies are being written.
      const llm = await startFakeLlm({ answer, delayMs: 4_000 });
      const app = await startCrashableApp({ store, env: { LLM_BASE_URL: llm.baseUrl } });
      try {
        const agent = await createTestAgent(app.baseUrl);
        const questions: { conversationId: string; messageId: string }[] = [];
        for (const name of ["Rosa", "Sam", "Tove"]) {
          const user = await callService(app.baseUrl, "POST", "/external/users", {
            key: agent.key,
            body: { firstName: name, lastName: "S", email: `${name.toLowerCase()}@example.test` },
          });
          const conversation = await callService(app.baseUrl, "POST", "/external/conversations", {
            key: agent.key,
            body: { conversationUserId: user.body.id },
          });
          const question = await callService(app.baseUrl, "POST", `/external/conversations/${conversation.body.id}/messages/async`, {
            key: agent.key,
            body: { message: "When are you open?" },
          });
          expect(question.status).toBe(201);
          questions.push({ conversationId: conversation.body.id, messageId: question.body.id });
        }
        // At least one reply is with the model (the others wait for a free worker lane) when the app dies.
        await eventually(async () => (llm.requests > 0 ? true : undefined));
        await app.crashAndRestart();

        for (const { conversationId, messageId } of questions) {
          const responsePath = `/external/conversations/${conversationId}/messages/${messageId}/response-on`;
          const answered = await eventually(
            async () => {
              const poll = await callService(app.baseUrl, "GET", responsePath, { key: agent.key });
              return poll.body.status === "completed" ? poll.body : undefined;
            },
            60_000,
            250,
          ).catch((error) => {
            figures.messagesLost += 1;
            figures.failures.push(`${store}: a reply never completed after the restart`);
            throw error;
          });
          expect(answered.message).toMatchObject({ senderRole: "assistant", message: answer });
        }

        // Jobs cut by the crash are run again once their lease lapses; a second reply would show up by now.
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        for (const { conversationId } of questions) {
          const history = await callService(app.baseUrl, "GET", `/external/conversations/${conversationId}/messages`, { key: agent.key });
          const replies = (history.body.messages as { senderRole: string }[]).filter((message) => message.senderRole === "assistant");
          if (replies.length > 1) figures.messagesDuplicated += replies.length - 1;
          expect(replies).toHaveLength(1);
        }
        // And no reply job is left to run again later: what was checked above is final.
        const [pending] = await app.query<{ count: number }>(
          "select count(*)::int as count from svc_jobs where kind = 'reply' and status in ('queued', 'running')",
        );
        expect(pending!.count).toBe(0);
        figures.restartsSurvived += 1;
      } finally {
        await app.close();
        await llm.close();
      }
    });
  }
});
