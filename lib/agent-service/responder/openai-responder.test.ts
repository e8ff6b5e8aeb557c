import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { defaultAgentSettings } from "@/lib/agent-service/agent-defaults";
import type { AgentRow } from "@/lib/agent-service/auth";
import { svcFunctions } from "@/lib/db/schema";
import { insertChunks, insertTestAgent, openKnowledgeDatabase } from "@/tests/support/knowledge-database";

import { createOpenAIResponder, handOverMarker, maxToolRounds, modelHandOverReason } from "./openai-responder";
import { escalationReasons, handOverReply } from "./retrieval-responder";
import type { UrlPolicy } from "../webhooks/url-policy";

type Received = { path: string; authorization?: string; body: any };
type Answer = { status?: number; delayMs?: number; body: unknown };

const database = await openKnowledgeDatabase();
const db = database.db;

let server: Server;
let baseUrl: string;
const received: Received[] = [];
let nextAnswer: Answer;
/** Answers given in turn before `nextAnswer`, one per request. */
const queuedAnswers: Answer[] = [];

const readBody = async (request: IncomingMessage) => {
  let text = "";
  for await (const part of request) text += part;
  return text;
};

const completion = (content: string, usage?: object) => ({ choices: [{ index: 0, message: { role: "assistant", content } }], ...(usage ? { usage } : {}) });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({ path: request.url ?? "", authorization: request.headers.authorization, body: JSON.parse(await readBody(request)) });
    const answer = queuedAnswers.shift() ?? nextAnswer;
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (response.destroyed) return;
    response.writeHead(answer.status ?? 200, { "content-type": "application/json" });
    response.end(typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

beforeEach(() => {
  received.length = 0;
  queuedAnswers.length = 0;
});

const hoursFileId = crypto.randomUUID();
const addressFileId = crypto.randomUUID();

describe("the OpenAI-compatible responder", () => {
  let agent: AgentRow;
  const responder = () => createOpenAIResponder({ baseUrl, apiKey: "sk-test", model: "test-model" });

  beforeAll(async () => {
    agent = await insertTestAgent(db, { settings: { ...defaultAgentSettings(), instructions: "You are the shop's friendly assistant." } });
    await insertChunks(db, { agentId: agent.id, sourceType: "agent_file", sourceId: hoursFileId, sourceName: "hours.md" }, [
      "Opening hours are 9 to 5 on weekdays.",
    ]);
    await insertChunks(db, { agentId: agent.id, sourceType: "agent_file", sourceId: addressFileId, sourceName: "address.md" }, [
      "The shop is at 1 Main Street; opening hours are posted on the door.",
    ]);
  });

  it("sends the instructions, the numbered passages, the context and the history, and cites what the answer names", async () => {
    nextAnswer = { body: completion("We open 9 to 5 on weekdays [2].", { prompt_tokens: 321, completion_tokens: 12 }) };
    const reply = await responder().reply({
      db,
      agent,
      context: "The user is a returning customer.",
      history: [
        { role: "user", text: "Hello" },
        { role: "operator", text: "Hi, I'm Sam from the shop." },
      ],
      question: "What are your opening hours?",
    });

    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.authorization).toBe("Bearer sk-test");
    expect(request!.body.model).toBe("test-model");
    const [system, ...rest] = request!.body.messages;
    expect(system.role).toBe("system");
    expect(system.content).toContain("You are the shop's friendly assistant.");
    expect(system.content).toContain(handOverMarker);
    expect(system.content).toContain("Context of this conversation:\nThe user is a returning customer.");
    expect(system.content).toMatch(/\[1\] \((hours|address)\.md\)\n/);
    expect(system.content).toMatch(/\[2\] \((hours|address)\.md\)\n/);
    expect(rest).toEqual([
      { role: "user", content: "Hello" },
      { role: "assistant", content: "(A person from the team wrote:) Hi, I'm Sam from the shop." },
      { role: "user", content: "What are your opening hours?" },
    ]);

    const secondFile = /\[2\] \((\w+)\.md\)/.exec(system.content)![1];
    expect(reply.text).toBe("We open 9 to 5 on weekdays.");
    expect(reply.fileCitations).toEqual([{ fileId: secondFile === "hours" ? hoursFileId : addressFileId, filename: `${secondFile}.md` }]);
    expect(reply.tokens).toEqual({ input: 321, output: 12 });
    expect(reply.escalation).toBeUndefined();
  });

  it("cites every passage it gave when the answer names none, and estimates tokens without usage", async () => {
    nextAnswer = { body: completion("We open at nine.") };
    const reply = await responder().reply({ db, agent, history: [], question: "opening hours?" });
    expect(reply.fileCitations.map((citation) => citation.filename).sort()).toEqual(["address.md", "hours.md"]);
    expect(reply.tokens.output).toBe(Math.ceil("We open at nine.".length / 4));
    expect(reply.tokens.input).toBeGreaterThan(10);
    expect(received[0]!.authorization).toBe("Bearer sk-test");
  });

  it("sends attached files in the context and the question's images as image parts, and cites the attached file it answered from", async () => {
    const receiptId = crypto.randomUUID();
    nextAnswer = { body: completion("You paid 42 EUR [1].") };
    const reply = await responder().reply({
      db,
      agent,
      history: [],
      question: "What is the total paid, and what is on the photo?",
      attachments: [{ id: receiptId, fileName: "receipt.md", text: "Receipt 77. Total paid: 42 EUR." }],
      images: [{ id: crypto.randomUUID(), fileName: "photo.png", contentType: "image/png", bytes: new Uint8Array([1, 2, 3]) }],
    });
    const [system, question] = received[0]!.body.messages;
    expect(system.content).toMatch(/\[1\] \(receipt\.md\)\nReceipt 77\. Total paid: 42 EUR\./);
    expect(system.content).toContain("File attached by the user, receipt.md:\nReceipt 77. Total paid: 42 EUR.");
    expect(system.content).toContain("name the file");
    expect(question).toEqual({
      role: "user",
      content: [
        { type: "text", text: "What is the total paid, and what is on the photo?" },
        { type: "image_url", image_url: { url: "data:image/png;base64,AQID" } },
      ],
    });
    expect(reply.text).toBe("You paid 42 EUR.");
    expect(reply.fileCitations).toEqual([{ fileId: receiptId, filename: "receipt.md" }]);
  });

  it("hands over when the model ends with the marker", async () => {
    nextAnswer = { body: completion(`I'm not sure about that. ${handOverMarker}`) };
    const reply = await responder().reply({ db, agent, history: [], question: "Can I pay with gold coins?" });
    expect(reply).toMatchObject({ text: "I'm not sure about that.", fileCitations: [], escalation: { reason: modelHandOverReason } });
    expect(received[0]!.body.messages[0].content).toContain("Passages: none of your knowledge matches this question.");
  });

  it("hands over when the model answers nothing", async () => {
    nextAnswer = { body: completion("") };
    const reply = await responder().reply({ db, agent, history: [], question: "opening hours?" });
    expect(reply).toMatchObject({ text: handOverReply, fileCitations: [], escalation: { reason: modelHandOverReason } });
  });

  it("hands over without asking the model when the user asks for a person", async () => {
    const reply = await responder().reply({ db, agent, history: [], question: "I want to speak to a real person" });
    expect(reply).toMatchObject({ text: handOverReply, escalation: { reason: escalationReasons.askedForPerson } });
    expect(received).toEqual([]);
  });

  it("sends no authorization without a key", async () => {
    nextAnswer = { body: completion("Hello!") };
    await createOpenAIResponder({ baseUrl: `${baseUrl}/`, model: "m" }).reply({ db, agent, history: [], question: "hi" });
    expect(received[0]!.authorization).toBeUndefined();
    expect(received[0]!.path).toBe("/v1/chat/completions");
  });

  it("fails with the endpoint's status and message", async () => {
    nextAnswer = { status: 429, body: { error: { message: "Rate limit reached" } } };
    await expect(responder().reply({ db, agent, history: [], question: "hours?" })).rejects.toThrow(/answered 429: .*Rate limit reached/);
  });

  it("fails on an answer that is not a chat completion", async () => {
    nextAnswer = { body: { choices: [] } };
    await expect(responder().reply({ db, agent, history: [], question: "hours?" })).rejects.toThrow(/without a chat completion/);
    nextAnswer = { body: "<html>" };
    await expect(responder().reply({ db, agent, history: [], question: "hours?" })).rejects.toThrow(/other than JSON/);
  });

  it("gives up after the timeout", async () => {
    nextAnswer = { delayMs: 1_000, body: completion("late") };
    const slow = createOpenAIResponder({ baseUrl, model: "m", timeoutMs: 100 });
    await expect(slow.reply({ db, agent, history: [], question: "hours?" })).rejects.toThrow(/did not answer within 0.1 s/);
  });

  it("fails clearly when nothing listens", async () => {
    const nowhere = createOpenAIResponder({ baseUrl: "http://127.0.0.1:9/v1", model: "m" });
    await expect(nowhere.reply({ db, agent, history: [], question: "hours?" })).rejects.toThrow(/could not be reached/);
  });
});

type FunctionCallReceived = { method: string; url: string; conversationId?: string; authorization?: string; body: string };

describe("the OpenAI-compatible responder with the agent's functions", () => {
  const conversationId = "c0ffee00-0000-4000-8000-000000000000";
  const trusting: UrlPolicy = { allowedHosts: ["127.0.0.1"], resolve: async () => ["127.0.0.1"] };
  const calls: FunctionCallReceived[] = [];
  let endpoint: Server;
  let endpointUrl: string;
  let agent: AgentRow;
  const responder = () => createOpenAIResponder({ baseUrl, model: "test-model", functionUrlPolicy: trusting });

  const toolCalls = (...list: { id: string; name: string; arguments: string }[]) => ({
    choices: [
      {
        index: 0,
        finish_reason: "tool_calls",
        message: {
          role: "assistant",
          content: null,
          tool_calls: list.map((call) => ({ id: call.id, type: "function", function: { name: call.name, arguments: call.arguments } })),
        },
      },
    ],
    usage: { prompt_tokens: 100, completion_tokens: 10 },
  });

  beforeAll(async () => {
    endpoint = createServer(async (request, response) => {
      const body = await readBody(request);
      calls.push({
        method: request.method ?? "",
        url: request.url ?? "",
        conversationId: request.headers["x-conversation-id"] as string | undefined,
        authorization: request.headers.authorization,
        body,
      });
      if (request.url?.startsWith("/broken")) {
        response.writeHead(500, { "content-type": "text/plain" }).end("database unavailable");
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end(request.url?.startsWith("/weather") ? '{"forecast":"sunny, 24 degrees"}' : '{"status":"shipped","eta":"Friday"}');
    });
    await new Promise<void>((resolve) => endpoint.listen(0, "127.0.0.1", resolve));
    endpointUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`;

    agent = await insertTestAgent(db);
    const parameters = { type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"] };
    await db.insert(svcFunctions).values([
      {
        organizationId: agent.organizationId,
        agentId: agent.id,
        name: "order_status",
        description: "Where an order is.",
        parameters,
        endpoint: { url: `${endpointUrl}/orders`, method: "POST", headers: { Authorization: "Bearer order-token" } },
      },
      {
        organizationId: agent.organizationId,
        agentId: agent.id,
        name: "weather",
        description: "The forecast for a city.",
        parameters: { type: "object", properties: { city: { type: "string" } } },
        endpoint: { url: `${endpointUrl}/weather`, method: "GET" },
      },
      {
        organizationId: agent.organizationId,
        agentId: agent.id,
        name: "broken",
        parameters: { type: "object" },
        endpoint: { url: `${endpointUrl}/broken`, method: "POST" },
      },
      {
        organizationId: agent.organizationId,
        agentId: agent.id,
        name: "switched_off",
        parameters: { type: "object" },
        endpoint: { url: `${endpointUrl}/off`, method: "POST" },
        enabled: false,
      },
      {
        organizationId: agent.organizationId,
        agentId: null,
        name: "library_only",
        parameters: { type: "object" },
        endpoint: { url: `${endpointUrl}/lib`, method: "POST" },
      },
    ]);
  });

  afterAll(async () => {
    endpoint.closeAllConnections();
    await new Promise((resolve) => endpoint.close(resolve));
  });

  beforeEach(() => {
    calls.length = 0;
  });

  it("offers the agent's enabled functions as tools, calls the one asked for, and answers from its result", async () => {
    queuedAnswers.push({ body: toolCalls({ id: "call_1", name: "order_status", arguments: '{"orderId":"A-17"}' }) });
    nextAnswer = { body: completion("Your order A-17 has shipped and arrives Friday.", { prompt_tokens: 150, completion_tokens: 12 }) };

    const reply = await responder().reply({ db, agent, conversationId, history: [], question: "Where is my order A-17?" });

    expect(reply.text).toBe("Your order A-17 has shipped and arrives Friday.");
    expect(reply.tokens).toEqual({ input: 250, output: 22 });
    expect(received).toHaveLength(2);
    expect(received[0]!.body.tools).toEqual([
      { type: "function", function: { name: "broken", description: "", parameters: { type: "object" } } },
      {
        type: "function",
        function: {
          name: "order_status",
          description: "Where an order is.",
          parameters: { type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"] },
        },
      },
      { type: "function", function: { name: "weather", description: "The forecast for a city.", parameters: expect.any(Object) } },
    ]);
    expect(received[0]!.body.tool_choice).toBe("auto");

    expect(calls).toEqual([{ method: "POST", url: "/orders", conversationId, authorization: "Bearer order-token", body: '{"orderId":"A-17"}' }]);
    expect(received[1]!.body.messages.slice(-2)).toEqual([
      {
        role: "assistant",
        content: null,
        tool_calls: [{ id: "call_1", type: "function", function: { name: "order_status", arguments: '{"orderId":"A-17"}' } }],
      },
      { role: "tool", tool_call_id: "call_1", content: '{"status":"shipped","eta":"Friday"}' },
    ]);
  });

  it("calls several functions of one round, a GET with its query string, and sends no conversation id outside a conversation", async () => {
    queuedAnswers.push({
      body: toolCalls({ id: "call_w", name: "weather", arguments: '{"city":"Oslo"}' }, { id: "call_o", name: "order_status", arguments: '{"orderId":"B-2"}' }),
    });
    nextAnswer = { body: completion("Sunny in Oslo, and B-2 has shipped.") };

    const reply = await responder().reply({ db, agent, history: [], question: "Weather in Oslo and my order B-2?" });

    expect(reply.text).toBe("Sunny in Oslo, and B-2 has shipped.");
    expect(calls.map((call) => `${call.method} ${call.url}`).sort()).toEqual(["GET /weather?city=Oslo", "POST /orders"]);
    expect(calls.every((call) => call.conversationId === undefined)).toBe(true);
    const toolMessages = received[1]!.body.messages.filter((message: any) => message.role === "tool");
    expect(toolMessages).toEqual([
      { role: "tool", tool_call_id: "call_w", content: '{"forecast":"sunny, 24 degrees"}' },
      { role: "tool", tool_call_id: "call_o", content: '{"status":"shipped","eta":"Friday"}' },
    ]);
  });

  it("tells the model what failed: an endpoint error, an unknown or disabled function, arguments that are not an object", async () => {
    queuedAnswers.push({
      body: toolCalls(
        { id: "call_b", name: "broken", arguments: "{}" },
        { id: "call_u", name: "switched_off", arguments: "{}" },
        { id: "call_a", name: "order_status", arguments: "[1,2]" },
      ),
    });
    nextAnswer = { body: completion("Sorry, I cannot look that up right now.") };

    const reply = await responder().reply({ db, agent, conversationId, history: [], question: "Check everything" });

    expect(reply.text).toBe("Sorry, I cannot look that up right now.");
    expect(calls.map((call) => call.url)).toEqual(["/broken"]);
    const toolMessages = received[1]!.body.messages.filter((message: any) => message.role === "tool");
    expect(toolMessages.map((message: any) => [message.tool_call_id, JSON.parse(message.content)])).toEqual([
      ["call_b", { error: "the endpoint answered HTTP 500", body: "database unavailable" }],
      ["call_u", { error: "no function named switched_off is available" }],
      ["call_a", { error: "the arguments are not a JSON object" }],
    ]);
  });

  it(`calls functions for at most ${maxToolRounds} rounds, then has the model answer without them`, async () => {
    nextAnswer = { body: toolCalls({ id: "call_again", name: "weather", arguments: '{"city":"Rome"}' }) };
    queuedAnswers.push(nextAnswer, nextAnswer, nextAnswer, { body: completion("It is sunny in Rome.") });

    const reply = await responder().reply({ db, agent, history: [], question: "Weather in Rome?" });

    expect(reply.text).toBe("It is sunny in Rome.");
    expect(calls).toHaveLength(maxToolRounds);
    expect(received).toHaveLength(maxToolRounds + 1);
    expect(received.map((request) => request.body.tool_choice)).toEqual([...Array(maxToolRounds).fill("auto"), "none"]);
  });

  it("offers no tools to an agent without functions", async () => {
    const plain = await insertTestAgent(db);
    nextAnswer = { body: completion("Hello!") };
    await responder().reply({ db, agent: plain, history: [], question: "hi" });
    expect(received[0]!.body.tools).toBeUndefined();
    expect(received[0]!.body.tool_choice).toBeUndefined();
  });
});

describe("the OpenAI-compatible responder's citations of crawled pages", () => {
  it("cites a crawled page the answer names by its URL, not as a file", async () => {
    const agent = await insertTestAgent(db);
    await insertChunks(
      db,
      { agentId: agent.id, sourceType: "web_page", sourceId: `${crypto.randomUUID()}:https://shop.example.test/delivery`, sourceName: "Delivery" },
      ["Delivery is free for orders over 50 euros."],
    );
    nextAnswer = { body: completion("Delivery is free over 50 euros [1].") };
    const reply = await createOpenAIResponder({ baseUrl, apiKey: "sk-test", model: "test-model" }).reply({
      db,
      agent,
      history: [],
      question: "Is delivery free?",
    });
    expect(reply.fileCitations).toEqual([]);
    expect(reply.urlCitations).toEqual([{ url: "https://shop.example.test/delivery", title: "Delivery" }]);
  });
});
