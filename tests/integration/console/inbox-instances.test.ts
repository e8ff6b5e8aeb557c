import { afterAll, describe, expect, it } from "vitest";

import type { InboxConversation } from "@/lib/schemas/console/inbox";
import { callService, createTestAgent, eventually } from "@/tests/support/agent-service";
import { connectTestAgent } from "@/tests/support/console-connect";
import { openEventStream, type EventStreamReader } from "@/tests/support/event-stream";
import { freePort } from "@/tests/support/free-port";
import { ConsoleSession } from "@/tests/support/http-session";
import { createScratchDatabase, isPostgresAvailable } from "@/tests/support/postgres.mjs";
import { startTestServer, type TestServer } from "@/tests/support/test-server.mjs";
import { testPassword, testUsers } from "@/tests/support/test-users.mjs";

const postgresAvailable = await isPostgresAvailable();

describe("the inbox across two app instances on one PostgreSQL database", () => {
  const servers: TestServer[] = [];
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
  let stream: EventStreamReader | undefined;

  afterAll(async () => {
    await stream?.close();
    for (const server of servers.reverse()) await server.stop({ keepData: server !== servers.at(-1) });
    await scratch?.drop();
  });

  it.runIf(postgresAvailable)("streams to an operator on instance B what a webhook delivered to instance A", { timeout: 180_000 }, async () => {
    scratch = await createScratchDatabase();
    const [portA, portB] = [await freePort(), await freePort()];
    const publicUrl = `http://localhost:${portA}`;
    // Deliveries go to A, as they would to the one address a load balancer puts in front of both.
    const a = await startTestServer({ port: portA, databaseUrl: scratch.url, env: { CONSOLE_PUBLIC_URL: publicUrl } });
    servers.push(a);
    const b = await startTestServer({ port: portB, databaseUrl: scratch.url, dataDir: a.dataDir, seed: false, env: { CONSOLE_PUBLIC_URL: publicUrl } });
    servers.push(b);

    const operatorOnB = new ConsoleSession(b.baseUrl, "198.18.9.1");
    expect(await operatorOnB.signIn(testUsers.superadmin.email, testPassword)).toBeUndefined();
    const agent = await createTestAgent(a.baseUrl, { name: "Two-instance agent" });
    const organizationId = await connectTestAgent(operatorOnB, agent, "Two instances");

    const inbox = `/api/console/organizations/${organizationId}/inbox`;
    expect((await operatorOnB.request(`${inbox}/conversations`)).status).toBe(200);
    const webhooks = (await (await operatorOnB.request(`/api/console/organizations/${organizationId}/agents/${agent.id}/webhooks`)).json()) as {
      url: string;
    }[];
    expect(webhooks.length).toBeGreaterThan(0);
    for (const webhook of webhooks) expect(webhook.url.startsWith(`${publicUrl}/api/webhooks/`)).toBe(true);

    stream = await openEventStream(operatorOnB, `${inbox}/events`);
    await eventually(async () => stream!.events.find((event) => event.event === "ready"));

    const user = await callService(a.baseUrl, "POST", "/external/users", {
      key: agent.key,
      body: { firstName: "Grace", lastName: "Across", email: `grace.${Date.now()}@example.test` },
    });
    const conversation = await callService(a.baseUrl, "POST", "/external/conversations", { key: agent.key, body: { conversationUserId: user.body.id } });
    await callService(a.baseUrl, "POST", `/external/conversations/${conversation.body.id}/messages`, {
      key: agent.key,
      body: { message: "Can I talk to a human, please?" },
    });

    const waiting = await eventually(async () =>
      stream!.events
        .filter((event) => event.event === "inbox")
        .map((event) => JSON.parse(event.data) as { type: string; conversation?: InboxConversation })
        .find((event) => event.conversation?.id === conversation.body.id && event.conversation?.phase === "waiting"),
    );
    expect(waiting.conversation).toMatchObject({ userName: "Grace Across", mode: "ai" });
  });
});
