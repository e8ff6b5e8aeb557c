import { randomUUID } from "node:crypto";

import { beforeAll, describe, expect, inject, it } from "vitest";

import type { ChatSendResult, ChatThread } from "@/lib/schemas/console/chat";
import { ConsoleSession } from "@/tests/support/http-session";
import { invite } from "@/tests/support/invite";
import { northwindAgentId, northwindOrganizationId } from "@/tests/support/northwind";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (method: string, body: unknown) => ({ method, headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const customerEmail = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.test`;

describe("the customer chat page's routes", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.11.1");
  const viewer = new ConsoleSession(baseUrl, "198.18.11.2");
  const operator = new ConsoleSession(baseUrl, "198.18.11.3");
  let organizationId = "";
  let agentId = "";
  let operatorId = "";
  const conversations = () => `/api/console/organizations/${organizationId}/chat/${agentId}/conversations`;
  const messages = (conversationId: string) => `${conversations()}/${conversationId}/messages`;

  async function start(session: ConsoleSession, name: string, email: string) {
    const response = await session.request(conversations(), json("POST", { name, email }));
    return { status: response.status, body: (await response.json()) as ChatThread & { error?: { code: string; fields?: Record<string, string> } } };
  }

  async function say(conversationId: string, message: string) {
    const response = await superadmin.request(messages(conversationId), json("POST", { message }));
    expect(response.status).toBe(201);
    return (await response.json()) as ChatSendResult;
  }

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    await viewer.signIn(testUsers.viewer.email, testPassword);
    organizationId = await northwindOrganizationId(superadmin);
    agentId = await northwindAgentId(superadmin, organizationId, "Northwind Support");
    const email = `chat-operator-${Date.now()}@example.test`;
    await invite(baseUrl, superadmin, email, "operator", organizationId);
    expect(await operator.signIn(email, testPassword)).toBeUndefined();
    const users = (await (await superadmin.request("/api/console/users")).json()) as { id: string; email: string }[];
    operatorId = users.find((user) => user.email === email)!.id;
  });

  it("starts a chat as a new customer, and finds the same customer again by email", async () => {
    const email = customerEmail("ada");
    const first = await start(superadmin, "Ada King Lovelace", email);
    expect(first.status).toBe(201);
    expect(Object.keys(first.body).sort()).toEqual(["conversation", "messages"]);
    expect(first.body).toEqual({
      conversation: { id: expect.any(String), mode: "ai", isEnded: false, customer: { firstName: "Ada", lastName: "King Lovelace", email } },
      messages: [],
    });

    const again = await start(superadmin, "Someone Else", email);
    expect(again.status).toBe(201);
    expect(again.body.conversation.id).not.toBe(first.body.conversation.id);
    expect(again.body.conversation.customer).toEqual(first.body.conversation.customer);

    const single = await start(superadmin, "Grace", customerEmail("grace"));
    expect(single.body.conversation.customer).toMatchObject({ firstName: "Grace", lastName: "Customer" });
  });

  it("puts a bad name or email on its field, and refuses the email of a real customer of the agent", async () => {
    const invalid = await start(superadmin, " ", "not-an-email");
    expect(invalid.status).toBe(400);
    expect(invalid.body.error).toMatchObject({ code: "INVALID_INPUT", fields: { name: expect.any(String), email: expect.any(String) } });

    const real = await start(superadmin, "Maria Lopez", "maria.lopez@example.com");
    expect(real.status).toBe(400);
    expect(real.body.error).toMatchObject({ code: "INVALID_INPUT", fields: { email: expect.stringContaining("real customers") } });
  });

  it("sends a message and answers it in the same request, and lists the conversation oldest first", async () => {
    const { body: thread } = await start(superadmin, "Ada Shipping", customerEmail("shipping"));
    const sent = await say(thread.conversation.id, "How long does standard shipping take to Canada?");
    expect(Object.keys(sent).sort()).toEqual(["conversation", "isAnswered", "messages"]);
    expect(sent.isAnswered).toBe(true);
    expect(sent.messages.map((message) => message.role)).toEqual(["conversation_user", "assistant"]);
    expect(Object.keys(sent.messages[0]!).sort()).toEqual(["createdAt", "id", "role", "text"]);
    expect(sent.messages[1]!.text).toMatch(/business days/);

    const listed = await superadmin.request(messages(thread.conversation.id));
    expect(listed.status).toBe(200);
    expect((await listed.json()) as ChatThread).toEqual({ conversation: sent.conversation, messages: sent.messages });
  });

  it("hands a customer who asks for a person over, and shows the operator's reply once the inbox takes it over", async () => {
    const { body: thread } = await start(superadmin, "Ada Handoff", customerEmail("handoff"));
    const id = thread.conversation.id;
    const asked = await say(id, "Can I talk to a human?");
    expect(asked.isAnswered).toBe(true);
    expect(asked.messages.at(-1)).toMatchObject({ role: "assistant", text: expect.stringMatching(/person from the team/) });

    const inbox = `/api/console/organizations/${organizationId}/inbox/conversations/${id}`;
    const reply = await superadmin.request(`${inbox}/messages`, json("POST", { message: "Hi Ada, Sam here. How can I help?", echoId: randomUUID() }));
    expect(reply.status).toBe(201);
    const polled = (await (await superadmin.request(messages(id))).json()) as ChatThread;
    expect(polled.conversation.mode).toBe("manual");
    expect(polled.messages.at(-1)).toMatchObject({ role: "manual_assistant", text: "Hi Ada, Sam here. How can I help?" });

    const meanwhile = await say(id, "My order is late.");
    expect(meanwhile.isAnswered).toBe(false);
    expect(meanwhile.messages.at(-1)).toMatchObject({ role: "conversation_user", text: "My order is late." });
  });

  it("refuses an empty message on its field, before the API is called", async () => {
    const { body: thread } = await start(superadmin, "Ada Empty", customerEmail("empty"));
    const response = await superadmin.request(messages(thread.conversation.id), json("POST", { message: "   " }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "INVALID_INPUT", fields: { message: expect.any(String) } } });
  });

  it("never reads or writes a conversation it did not start, even given its id", async () => {
    const playground = await superadmin.request(`/api/console/organizations/${organizationId}/agents/${agentId}/playground/conversations`, { method: "POST" });
    const { id } = (await playground.json()) as { id: string };
    const read = await superadmin.request(messages(id));
    expect(read.status).toBe(404);
    expect(await read.json()).toMatchObject({ error: { code: "NOT_FOUND", message: expect.stringContaining("chat page") } });
    const write = await superadmin.request(messages(id), json("POST", { message: "Hi" }));
    expect(write.status).toBe(404);
    const unknown = await superadmin.request(messages("no-such-conversation"));
    expect(unknown.status).toBe(404);
  });

  it("lets an operator chat only with the agents given to them, and never a viewer", async () => {
    const refused = await start(viewer, "Vera Viewer", customerEmail("viewer"));
    expect(refused.status).toBe(403);

    const notGiven = await start(operator, "Otto Customer", customerEmail("operator"));
    expect(notGiven.status).toBe(404);
    expect(notGiven.body.error).toMatchObject({ code: "NOT_FOUND" });

    const assignment = `/api/console/organizations/${organizationId}/operators/${operatorId}/agents`;
    expect((await superadmin.request(assignment, json("PATCH", { add: [agentId] }))).status).toBe(200);
    const given = await start(operator, "Otto Customer", customerEmail("operator"));
    expect(given.status).toBe(201);
    const listed = await operator.request(messages(given.body.conversation.id));
    expect(listed.status).toBe(200);

    const otherAgent = await northwindAgentId(superadmin, organizationId, "Northwind Sales");
    const elsewhere = await operator.request(
      `/api/console/organizations/${organizationId}/chat/${otherAgent}/conversations/${given.body.conversation.id}/messages`,
    );
    expect(elsewhere.status).toBe(404);
  });
});
