import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AgentRow } from "@/lib/agent-service/auth";
import { insertChunks, insertTestAgent, openKnowledgeDatabase } from "@/tests/support/knowledge-database";

import { escalationReasons, handOverReply, unknownAnswerReply, createRetrievalResponder } from "./retrieval-responder";
import type { ReplyInput } from "./types";

const database = await openKnowledgeDatabase();
const db = database.db;
afterAll(() => database.close());

const responder = createRetrievalResponder();
const hoursFileId = crypto.randomUUID();
const packDocumentId = crypto.randomUUID();

describe("the retrieval responder", () => {
  let agent: AgentRow;
  const ask = (question: string, more: Partial<ReplyInput> = {}) => responder.reply({ db, agent, history: [], question, ...more });

  beforeAll(async () => {
    agent = await insertTestAgent(db);
    await insertChunks(db, { agentId: agent.id, sourceType: "agent_file", sourceId: hoursFileId, sourceName: "hours.md" }, [
      "# Shop › Hours\n\nWe are a family business founded in 1990. Opening hours are 9 to 5 on weekdays. On Sundays we are closed.",
    ]);
    await insertChunks(db, { agentId: agent.id, sourceType: "pack_document", sourceId: packDocumentId, sourceName: "returns.pdf" }, [
      "Returns are accepted within 30 days. Refunds reach your card within 5 working days.",
    ]);
    await insertChunks(db, { agentId: agent.id, sourceType: "web_page", sourceId: "https://shop.example.test/delivery", sourceName: "Delivery" }, [
      "Delivery is free for orders over 50 euros.",
    ]);
  });

  it("answers a question its knowledge covers with the relevant sentences, citing the file", async () => {
    const reply = await ask("What are your opening hours?");
    expect(reply.text).toBe("Opening hours are 9 to 5 on weekdays.");
    expect(reply.fileCitations).toEqual([{ fileId: hoursFileId, filename: "hours.md" }]);
    expect(reply.escalation).toBeUndefined();
    expect(reply.tokens.output).toBe(Math.ceil(reply.text.length / 4));
    expect(reply.tokens.input).toBeGreaterThan(Math.ceil("What are your opening hours?".length / 4));
  });

  it("cites pack documents as files, and web pages by URL, not as files", async () => {
    expect((await ask("How long do refunds take?")).fileCitations).toEqual([{ fileId: packDocumentId, filename: "returns.pdf" }]);
    const delivery = await ask("Is delivery free?");
    expect(delivery.text).toBe("Delivery is free for orders over 50 euros.");
    expect(delivery.fileCitations).toEqual([]);
    expect(delivery.urlCitations).toEqual([{ url: "https://shop.example.test/delivery", title: "Delivery" }]);
  });

  it("says it does not know, and hands over, when nothing answers", async () => {
    const reply = await ask("What is the capital of France?");
    expect(reply).toMatchObject({ text: unknownAnswerReply, fileCitations: [], escalation: { reason: escalationReasons.noAnswer } });
  });

  it("says so in the agent's own words when it has a default error message", async () => {
    const reply = await responder.reply({
      db,
      agent: { ...agent, defaultErrorMessage: "No idea, sorry! A colleague will reply." },
      history: [],
      question: "Do you sell bicycles?",
    });
    expect(reply.text).toBe("No idea, sorry! A colleague will reply.");
    expect(reply.escalation).toEqual({ reason: escalationReasons.noAnswer });
  });

  it("hands over when asked for a person", async () => {
    const reply = await ask("can I talk to a human?");
    expect(reply).toMatchObject({ text: handOverReply, fileCitations: [], escalation: { reason: escalationReasons.askedForPerson } });
  });

  it("answers a follow-up from the previous question", async () => {
    const reply = await ask("and on Sundays?", {
      history: [
        { role: "user", text: "What are your opening hours?" },
        { role: "assistant", text: "Opening hours are 9 to 5 on weekdays." },
      ],
    });
    expect(reply.text).toContain("On Sundays we are closed.");
    expect(reply.escalation).toBeUndefined();
  });

  it("answers from attached files first, citing them by their id in the message's files", async () => {
    const reply = await ask("What is the invoice total?", {
      attachments: [{ id: "4d7c2b0e-0000-4000-8000-000000000001", fileName: "invoice.txt", text: "Invoice 42. The invoice total is 120 euros, due in May." }],
    });
    expect(reply.text).toContain("The invoice total is 120 euros, due in May.");
    expect(reply.fileCitations).toEqual([{ fileId: "4d7c2b0e-0000-4000-8000-000000000001", filename: "invoice.txt" }]);
  });

  it("does not answer from its knowledge when the agent's file search is off", async () => {
    const reply = await responder.reply({
      db,
      agent: { ...agent, settings: { ...agent.settings, isFileSearchEnabled: false } },
      history: [],
      question: "What are your opening hours?",
    });
    expect(reply.escalation).toEqual({ reason: escalationReasons.noAnswer });
  });
});
