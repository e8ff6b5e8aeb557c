import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { defaultAgentSettings } from "@/lib/agent-service/agent-defaults";
import type { AgentRow } from "@/lib/agent-service/auth";
import { insertChunks, insertTestAgent, openKnowledgeDatabase } from "@/tests/support/knowledge-database";

import { createOpenAIResponder, handOverMarker, modelHandOverReason } from "./openai-responder";
import { escalationReasons, handOverReply } from "./retrieval-responder";

type Received = { path: string; authorization?: string; body: any };
type Answer = { status?: number; delayMs?: number; body: unknown };

const database = await openKnowledgeDatabase();
const db = database.db;

let server: Server;
let baseUrl: string;
const received: Received[] = [];
let nextAnswer: Answer;

const readBody = async (request: IncomingMessage) => {
  let text = "";
  for await (const part of request) text += part;
  return text;
};

const completion = (content: string, usage?: object) => ({ choices: [{ index: 0, message: { role: "assistant", content } }], ...(usage ? { usage } : {}) });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({ path: request.url ?? "", authorization: request.headers.authorization, body: JSON.parse(await readBody(request)) });
    const answer = nextAnswer;
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
