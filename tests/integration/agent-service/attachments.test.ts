import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { badRequestError } from "@/lib/schemas/agent-api/common";
import { callService, createTestAgent, createTestConversation, eventually, type TestAgent } from "@/tests/support/agent-service";
import { startFakeToolLlm } from "@/tests/support/fake-llm-tools";
import { startModelServer } from "@/tests/support/model-server";
import { tinyPdf } from "@/tests/support/tiny-pdf";

const baseUrl = inject("baseUrl");
const usePostgres = Boolean(inject("databaseUrl"));

type Attached = { fileName: string; storagePath: string };

/** Asks for an upload URL at `path`, PUTs the bytes there, and answers what a message or prompt names the file by. */
async function upload(agent: TestAgent, path: string, fileName: string, contentType: string, bytes: Uint8Array<ArrayBuffer> | string): Promise<Attached> {
  const issued = await callService(baseUrl, "POST", path, { key: agent.key, body: { fileName, contentType } });
  expect(issued.status).toBe(200);
  const put = await fetch(issued.body.signedUrl, { method: "PUT", headers: { "content-type": contentType }, body: bytes });
  expect(put.status).toBe(200);
  return { fileName, storagePath: issued.body.storagePath };
}

const uploadPromptFile = (agent: TestAgent, fileName: string, contentType: string, bytes: Uint8Array<ArrayBuffer> | string) =>
  upload(agent, "/external/prompts/upload-url", fileName, contentType, bytes);

async function newConversation(agent: TestAgent): Promise<string> {
  return (await createTestConversation(baseUrl, agent, "Receipts")).conversation.id;
}

const uploadMessageFile = (agent: TestAgent, conversationId: string, fileName: string, contentType: string, bytes: Uint8Array<ArrayBuffer> | string) =>
  upload(agent, `/external/conversations/${conversationId}/message-files/upload-url`, fileName, contentType, bytes);

const send = (agent: TestAgent, conversationId: string, message: string, files?: Attached[]) =>
  callService(baseUrl, "POST", `/external/conversations/${conversationId}/messages`, { key: agent.key, body: { message, ...(files ? { files } : {}) } });

async function messagesOf(agent: TestAgent, conversationId: string) {
  const listed = await callService(baseUrl, "GET", `/external/conversations/${conversationId}/messages`, { key: agent.key });
  expect(listed.status).toBe(200);
  return listed.body.messages as { message: string; senderRole: string; files?: { id: string; fileName: string }[] | null }[];
}

/** A 400 in the house shape whose one detail is the file's field and names the file. */
function expectUnreadable(response: { status: number; body: unknown }, fileName: string, reason: RegExp) {
  expect(response.status).toBe(400);
  const body = badRequestError.parse(response.body);
  expect(body.message).toMatch(new RegExp(`^The attached file ${fileName.replace(".", "\\.")} cannot be read: `));
  expect(body.details).toEqual([{ field: "files.0", message: expect.stringMatching(new RegExp(`^${fileName.replace(".", "\\.")} cannot be read: `)) }]);
  expect(body.message).toMatch(reason);
}

describe("files attached to a prompt", () => {
  let agent: TestAgent;

  beforeAll(async () => {
    agent = await createTestAgent(baseUrl);
  });

  it("are read for the answer, which cites the file by name", async () => {
    const file = await uploadPromptFile(agent, "activation.txt", "text/plain", "Welcome aboard. The activation code is QX4191.");
    const answered = await callService(baseUrl, "POST", "/external/prompts", {
      key: agent.key,
      body: { prompt: "What is the activation code?", files: [file] },
    });
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ status: "completed", error: null });
    expect(answered.body.response).toContain("QX4191");
    expect(answered.body.response).toContain("activation.txt");
    expect(answered.body.response).not.toMatch(/don't know/);
  });

  it("are read for an async prompt too", async () => {
    const file = await uploadPromptFile(agent, "warranty.md", "text/markdown", "# Warranty\n\nThe warranty of the kettle lasts 3 years.");
    const queued = await callService(baseUrl, "POST", "/external/prompts/async", {
      key: agent.key,
      body: { prompt: "How long is the kettle warranty?", files: [file] },
    });
    expect(queued.status).toBe(200);
    const result = await eventually(async () => {
      const polled = await callService(baseUrl, "GET", `/external/prompts/${queued.body.promptId}/response-on`, { key: agent.key });
      return polled.body.status === "pending" ? undefined : polled.body;
    });
    expect(result.response).toContain("3 years");
    expect(result.response).toContain("warranty.md");
  });

  it("refuse a scanned PDF with no text: 400 naming the file, and no prompt is answered", async () => {
    const file = await uploadPromptFile(agent, "scan.pdf", "application/pdf", tinyPdf([]));
    const refused = await callService(baseUrl, "POST", "/external/prompts", { key: agent.key, body: { prompt: "What does it say?", files: [file] } });
    expectUnreadable(refused, "scan.pdf", /no text could be extracted/);
  });

  it("refuse a file of a type the agent cannot read, and one over the size it reads", async () => {
    const archive = await uploadPromptFile(agent, "logs.zip", "application/zip", new Uint8Array([0x50, 0x4b, 3, 4]));
    const refusedType = await callService(baseUrl, "POST", "/external/prompts/async", { key: agent.key, body: { prompt: "Read the logs", files: [archive] } });
    expectUnreadable(refusedType, "logs.zip", /only PDF, Markdown, plain text and images .* application\/zip/);

    const large = await uploadPromptFile(agent, "huge.txt", "text/plain", "a".repeat(10 * 1024 * 1024 + 1));
    const refusedSize = await callService(baseUrl, "POST", "/external/prompts", { key: agent.key, body: { prompt: "Summarise it", files: [large] } });
    expectUnreadable(refusedSize, "huge.txt", /10\.1 MiB, and attached files are read up to 10 MiB/);
  });
});

describe("files attached to a message", () => {
  let agent: TestAgent;

  beforeAll(async () => {
    agent = await createTestAgent(baseUrl);
  });

  it("answer from a Markdown receipt, cite it in fullAIResponse and by name, and stay usable for follow-ups", async () => {
    const conversationId = await newConversation(agent);
    const receipt = await uploadMessageFile(
      agent,
      conversationId,
      "receipt.md",
      "text/markdown",
      "# Receipt 5521\n\nTotal paid: 42.50 EUR by card.\n\nThe return deadline is 14 June.",
    );
    const reply = await send(agent, conversationId, "What was the total paid on my receipt?", [receipt]);
    expect(reply.status).toBe(201);
    expect(reply.body.message).toContain("42.50 EUR");
    expect(reply.body.message).toContain("receipt.md");
    const question = (await messagesOf(agent, conversationId)).find((message) => message.senderRole === "conversation_user")!;
    const fileId = question.files![0]!.id;
    expect(reply.body.fullAIResponse.fileCitations).toEqual([{ fileId, filename: "receipt.md" }]);

    const followUp = await send(agent, conversationId, "And when is the return deadline?");
    expect(followUp.status).toBe(201);
    expect(followUp.body.message).toContain("14 June");
    expect(followUp.body.fullAIResponse.fileCitations).toEqual([{ fileId, filename: "receipt.md" }]);
  });

  it("answer from a PDF receipt, for an async message too", async () => {
    const conversationId = await newConversation(agent);
    const receipt = await uploadMessageFile(agent, conversationId, "receipt.pdf", "application/pdf", tinyPdf(["Order 7781", "Delivery fee 6 EUR"]));
    const queued = await callService(baseUrl, "POST", `/external/conversations/${conversationId}/messages/async`, {
      key: agent.key,
      body: { message: "What was the delivery fee?", files: [receipt] },
    });
    expect(queued.status).toBe(201);
    const answer = await eventually(async () => {
      const polled = await callService(baseUrl, "GET", `/external/conversations/${conversationId}/messages/${queued.body.id}/response-on`, { key: agent.key });
      return polled.body.status === "pending" ? undefined : polled.body.message;
    });
    expect(answer.message).toContain("6 EUR");
    expect(answer.fullAIResponse.fileCitations).toEqual([{ fileId: expect.any(String), filename: "receipt.pdf" }]);
  });

  it("list an image the agent cannot read rather than pass over it", async () => {
    const conversationId = await newConversation(agent);
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const photo = await uploadMessageFile(agent, conversationId, "broken-kettle.png", "image/png", png);
    const reply = await send(agent, conversationId, "Can you see what is wrong here?", [photo]);
    expect(reply.status).toBe(201);
    expect(reply.body.message).toContain("I received the image broken-kettle.png, but I cannot read images.");
  });

  it("are not read, nor refused, while people answer the conversation", async () => {
    const conversationId = await newConversation(agent);
    const manual = await callService(baseUrl, "PUT", `/external/conversations/${conversationId}/mode`, { key: agent.key, body: { mode: "manual" } });
    expect(manual.status).toBe(200);
    const logs = await uploadMessageFile(agent, conversationId, "logs.zip", "application/zip", new Uint8Array([0x50, 0x4b, 3, 4]));
    const sent = await send(agent, conversationId, "Here are the logs for your team.", [logs]);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ senderRole: "conversation_user", files: [{ fileName: "logs.zip" }] });
  });

  it("refuse an unreadable file with 400 naming it, and store nothing", async () => {
    const conversationId = await newConversation(agent);
    const scan = await uploadMessageFile(agent, conversationId, "scan.pdf", "application/pdf", tinyPdf([]));
    const refused = await send(agent, conversationId, "Here is my receipt, what was the total?", [scan]);
    expectUnreadable(refused, "scan.pdf", /no text could be extracted/);
    expect(await messagesOf(agent, conversationId)).toEqual([]);
  });
});

describe("files attached to a message, with a model configured", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  const modelAnswer = "The lid in broken-kettle.png is cracked, and receipt.md shows you paid 42 EUR.";
  let llm: Awaited<ReturnType<typeof startFakeToolLlm>>;
  let server: Awaited<ReturnType<typeof startModelServer>>;

  beforeAll(async () => {
    llm = await startFakeToolLlm({ call: { name: "unused", arguments: {} }, answer: () => "", withoutTool: modelAnswer });
    cleanups.push(llm.close);
    server = await startModelServer(llm.baseUrl, { usePostgres });
    cleanups.push(() => server.stopAll());
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  });

  it("sends the image to the model as an image part and the file's text in its context, and cites the file it names", { timeout: 60_000 }, async () => {
    const agent = await createTestAgent(server.baseUrl);
    const { conversation } = await createTestConversation(server.baseUrl, agent, "Broken kettle");
    const attach = async (fileName: string, contentType: string, bytes: Uint8Array<ArrayBuffer> | string) => {
      const issued = await callService(server.baseUrl, "POST", `/external/conversations/${conversation.id}/message-files/upload-url`, {
        key: agent.key,
        body: { fileName, contentType },
      });
      expect((await fetch(issued.body.signedUrl, { method: "PUT", headers: { "content-type": contentType }, body: bytes })).status).toBe(200);
      return { fileName, storagePath: issued.body.storagePath as string };
    };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const files = [await attach("broken-kettle.png", "image/png", png), await attach("receipt.md", "text/markdown", "# Receipt\n\nTotal paid: 42 EUR.")];

    const reply = await callService(server.baseUrl, "POST", `/external/conversations/${conversation.id}/messages`, {
      key: agent.key,
      body: { message: "The kettle arrived like this. Can I get my money back?", files },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(modelAnswer);
    expect(reply.body.fullAIResponse.fileCitations).toEqual([{ fileId: expect.any(String), filename: "receipt.md" }]);

    const request = llm.requests.at(-1)!;
    expect(request.messages[0]!.content).toContain("File attached by the user, receipt.md:\n# Receipt\n\nTotal paid: 42 EUR.");
    expect(request.messages.at(-1)).toEqual({
      role: "user",
      content: [
        { type: "text", text: "The kettle arrived like this. Can I get my money back?" },
        { type: "image_url", image_url: { url: `data:image/png;base64,${Buffer.from(png).toString("base64")}` } },
      ],
    });
  });
});
