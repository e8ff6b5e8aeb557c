import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, inject, it } from "vitest";

import { openDatabase } from "@/lib/db/open";
import { svcConversations } from "@/lib/db/schema";
import { ConsoleSession } from "@/tests/support/http-session";
import { northwindAgentId, northwindOrganizationId } from "@/tests/support/northwind";
import { testPassword, testUsers } from "@/tests/support/test-server-users";

const baseUrl = inject("baseUrl");
const json = (body: unknown) => ({ headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

type Message = { id: string; role: string; text: string; questionId: string; citations: { fileId: string; filename: string }[] };
type Conversation = { id: string; user: { id: string; email: string | null; firstName: string } };
type Pollable = { status: "pending" | "completed" | "failed" };

async function pollUntilSettled<T extends Pollable>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const result = await read();
    if (result.status !== "pending") return result;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("still pending after 15 seconds");
}

describe("the playground through the console", () => {
  const superadmin = new ConsoleSession(baseUrl, "198.18.9.1");
  let organizationId = "";
  let agentId = "";
  const base = () => `/api/console/organizations/${organizationId}/agents/${agentId}/playground`;

  beforeAll(async () => {
    await superadmin.signIn(testUsers.superadmin.email, testPassword);
    organizationId = await northwindOrganizationId(superadmin);
    agentId = await northwindAgentId(superadmin, organizationId, "Northwind Support");
  });

  it("opens conversations for the caller's own test user, found again the second time", async () => {
    const first = await superadmin.request(`${base()}/conversations`, { method: "POST" });
    expect(first.status).toBe(201);
    const opened = (await first.json()) as Conversation;
    expect(opened.user).toMatchObject({ firstName: "Playground", email: expect.stringMatching(/^playground\+.+@switchboard\.invalid$/) });

    const second = (await (await superadmin.request(`${base()}/conversations`, { method: "POST" })).json()) as Conversation;
    expect(second.id).not.toBe(opened.id);
    expect(second.user.id).toBe(opened.user.id);
  });

  it("answers a question in the same request, citing the knowledge file it used", async () => {
    const conversation = (await (await superadmin.request(`${base()}/conversations`, { method: "POST" })).json()) as Conversation;
    const sent = await superadmin.request(`${base()}/conversations/${conversation.id}/messages`, {
      method: "POST",
      ...json({ message: "How long does standard shipping take to Canada?" }),
    });
    expect(sent.status).toBe(201);
    const reply = (await sent.json()) as Message;
    expect(Object.keys(reply).sort()).toEqual(["citations", "createdAt", "files", "id", "questionId", "role", "text"]);
    expect(reply).toMatchObject({ role: "assistant", text: expect.stringContaining("business days") });
    expect(reply.citations.map((citation) => citation.filename)).toContain("shipping-and-returns.md");

    const listed = (await (await superadmin.request(`${base()}/conversations/${conversation.id}/messages`)).json()) as { messages: Message[] };
    expect(listed.messages.map((message) => message.role)).toEqual(["conversation_user", "assistant"]);
    expect(listed.messages[0]!.id).toBe(reply.questionId);
  });

  it("stores a message at once when asked async, and its answer is polled for", async () => {
    const conversation = (await (await superadmin.request(`${base()}/conversations`, { method: "POST" })).json()) as Conversation;
    const sent = await superadmin.request(`${base()}/conversations/${conversation.id}/messages/async`, {
      method: "POST",
      ...json({ message: "When is customer support open on Saturday?" }),
    });
    expect(sent.status).toBe(201);
    const question = (await sent.json()) as Message;
    expect(question).toMatchObject({ role: "conversation_user", questionId: question.id });

    const settled = await pollUntilSettled(
      async () =>
        (await (await superadmin.request(`${base()}/conversations/${conversation.id}/messages/${question.id}/reply`)).json()) as Pollable & {
          message: Message | null;
        },
    );
    expect(settled.status).toBe("completed");
    expect(settled.message).toMatchObject({ role: "assistant", questionId: question.id });
    expect(settled.message!.citations.map((citation) => citation.filename)).toContain("store-hours.md");
  });

  it("refuses an empty message on its field, before the API is called", async () => {
    const conversation = (await (await superadmin.request(`${base()}/conversations`, { method: "POST" })).json()) as Conversation;
    const response = await superadmin.request(`${base()}/conversations/${conversation.id}/messages`, { method: "POST", ...json({ message: "   " }) });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "INVALID_INPUT", fields: { message: expect.any(String) } } });
  });

  it.runIf(inject("databaseUrl"))("never reads or writes a conversation of a real user, even given its id", async () => {
    const database = openDatabase({ driver: "postgres", url: inject("databaseUrl") });
    let customerConversationId = "";
    try {
      const [row] = await database.db.select({ id: svcConversations.id }).from(svcConversations).where(eq(svcConversations.title, "Returns"));
      customerConversationId = row!.id;
    } finally {
      await database.close();
    }
    const read = await superadmin.request(`${base()}/conversations/${customerConversationId}/messages`);
    expect(read.status).toBe(404);
    expect(await read.json()).toMatchObject({ error: { code: "NOT_FOUND", message: expect.stringContaining("playground") } });
    const write = await superadmin.request(`${base()}/conversations/${customerConversationId}/messages`, { method: "POST", ...json({ message: "Hi" }) });
    expect(write.status).toBe(404);
  });

  it("runs a one-off prompt with a file the caller uploaded to a signed URL, sync and async", async () => {
    const ticketResponse = await superadmin.request(`${base()}/prompts/upload-url`, {
      method: "POST",
      ...json({ fileName: "order-notes.txt", contentType: "text/plain" }),
    });
    expect(ticketResponse.status).toBe(200);
    const ticket = (await ticketResponse.json()) as { signedUrl: string; storagePath: string };
    expect(Object.keys(ticket).sort()).toEqual(["signedUrl", "storagePath"]);
    const put = await fetch(ticket.signedUrl, { method: "PUT", headers: { "content-type": "text/plain" }, body: "Order 1042: two pairs of boots." });
    expect(put.ok).toBe(true);

    const files = [{ fileName: "order-notes.txt", storagePath: ticket.storagePath }];
    const run = await superadmin.request(`${base()}/prompts`, { method: "POST", ...json({ prompt: "How much does express shipping cost?", files }) });
    expect(run.status).toBe(200);
    expect(await run.json()).toMatchObject({ status: "completed", response: expect.stringContaining("18 dollars"), error: null });

    const queued = await superadmin.request(`${base()}/prompts/async`, { method: "POST", ...json({ prompt: "Is standard shipping free?" }) });
    expect(queued.status).toBe(200);
    const { promptId } = (await queued.json()) as { promptId: string };
    const result = await pollUntilSettled(
      async () => (await (await superadmin.request(`${base()}/prompts/${promptId}`)).json()) as Pollable & { response: string },
    );
    expect(result).toMatchObject({ status: "completed", response: expect.stringContaining("free") });
  });

  it("says which file was never uploaded, on its field", async () => {
    const response = await superadmin.request(`${base()}/prompts`, {
      method: "POST",
      ...json({ prompt: "Read this", files: [{ fileName: "x.txt", storagePath: "prompt-files/none/x.txt" }] }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "UPSTREAM_REJECTED", fields: { "files.0.storagePath": expect.any(String) } } });
  });
});
