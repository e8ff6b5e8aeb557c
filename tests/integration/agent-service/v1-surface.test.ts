import { describe, expect, inject, it } from "vitest";

import { callService, createTestAgent } from "@/tests/support/agent-service";

const baseUrl = inject("baseUrl");

describe("the /api/v1 surface with a bearer agent key", () => {
  it("creates a conversation, sends messages into it and reads the history", async () => {
    const agent = await createTestAgent(baseUrl);
    const bearer = { key: agent.key, header: "Authorization" as const };

    const conversation = await callService(baseUrl, "POST", "/api/v1/conversations", {
      ...bearer,
      body: { title: "From v1", user: { firstName: "Vic", email: "vic@example.test", customData: { tier: "pro" } } },
    });
    expect(conversation.status).toBe(201);
    expect(conversation.body).toMatchObject({ id: expect.any(String), title: "From v1", userId: expect.any(String) });

    const reply = await callService(baseUrl, "POST", "/api/v1/conversation-messages", {
      ...bearer,
      body: { conversationId: conversation.body.id, message: "Hello from v1" },
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ conversationId: conversation.body.id, role: "assistant", content: expect.any(String), createdAt: expect.any(String) });

    const history = await callService(baseUrl, "GET", `/api/v1/conversation-messages?conversationId=${conversation.body.id}`, bearer);
    expect(history.body.data.map((message: any) => message.role)).toEqual(["user", "assistant"]);

    const fetched = await callService(baseUrl, "GET", `/api/v1/conversations/${conversation.body.id}`, bearer);
    expect(fetched.body.id).toBe(conversation.body.id);
    const deleted = await callService(baseUrl, "DELETE", `/api/v1/conversations/${conversation.body.id}`, bearer);
    expect(deleted.status).toBe(204);
    expect((await callService(baseUrl, "GET", `/api/v1/conversations/${conversation.body.id}`, bearer)).status).toBe(404);
  });

  it("opens a conversation when a message comes without one", async () => {
    const agent = await createTestAgent(baseUrl);
    const reply = await callService(baseUrl, "POST", "/api/v1/conversation-messages", {
      key: agent.key,
      header: "Authorization",
      body: { message: "Start here", channel: "web", user: { firstName: "New" } },
    });
    expect(reply.status).toBe(201);
    const conversation = await callService(baseUrl, "GET", `/external/conversations/${reply.body.conversationId}`, { key: agent.key });
    expect(conversation.body.user.firstName).toBe("New");
  });

  it("refuses the key in the agent header and a malformed bearer", async () => {
    const agent = await createTestAgent(baseUrl);
    expect((await callService(baseUrl, "POST", "/api/v1/conversations", { key: agent.key, body: {} })).status).toBe(403);
    const response = await fetch(`${baseUrl}/api/v1/conversations`, { method: "POST", headers: { authorization: agent.key }, body: "{}" });
    expect(response.status).toBe(403);
  });
});
