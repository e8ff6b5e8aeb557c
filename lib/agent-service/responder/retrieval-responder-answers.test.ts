import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { AgentRow } from "@/lib/agent-service/auth";
import { insertChunks, insertTestAgent, openKnowledgeDatabase } from "@/tests/support/knowledge-database";

import { createRetrievalResponder, escalationReasons, unknownAnswerReply, unknownPartsReason, unknownPartsReply } from "./retrieval-responder";
import type { HistoryTurn, ReplyInput } from "./types";
import { webPageSourceId } from "../crawler/web-page-knowledge";

const database = await openKnowledgeDatabase();
const db = database.db;
afterAll(() => database.close());

const responder = createRetrievalResponder();
const hoursFile = { fileId: crypto.randomUUID(), filename: "hours.md" };
const deliveryPage = { url: "https://shop.example.test/delivery", title: "Delivery and shipping" };

describe("what the retrieval responder answers and cites", () => {
  let agent: AgentRow;
  const ask = (question: string, more: Partial<ReplyInput> = {}) => responder.reply({ db, agent, history: [], question, ...more });
  const after = (question: string, answer: string): HistoryTurn[] => [
    { role: "user", text: question },
    { role: "assistant", text: answer },
  ];

  beforeAll(async () => {
    agent = await insertTestAgent(db);
    await insertChunks(db, { agentId: agent.id, sourceType: "agent_file", sourceId: hoursFile.fileId, sourceName: hoursFile.filename }, [
      "# Shop › Hours\n\nOpening hours are 9 to 5 on weekdays. On Sundays we are closed.",
    ]);
    await insertChunks(
      db,
      { agentId: agent.id, sourceType: "web_page", sourceId: webPageSourceId(crypto.randomUUID(), deliveryPage.url), sourceName: deliveryPage.title },
      ["# Delivery\n\nDelivery is free for orders over 50 euros. Parcels to Canada take 6 days."],
    );
  });

  it("cites a crawled page by its URL and title", async () => {
    const reply = await ask("Is delivery free?");
    expect(reply.text).toBe("Delivery is free for orders over 50 euros.");
    expect(reply.fileCitations).toEqual([]);
    expect(reply.urlCitations).toEqual([deliveryPage]);
  });

  it("answers each question of a message from its own source", async () => {
    const reply = await ask("What are your opening hours and is delivery free?");
    expect(reply.text).toBe("Opening hours are 9 to 5 on weekdays. Delivery is free for orders over 50 euros.");
    expect(reply.fileCitations).toEqual([hoursFile]);
    expect(reply.urlCitations).toEqual([deliveryPage]);
    expect(reply.escalation).toBeUndefined();
  });

  it("says which question of a message it does not know, answers the others, and hands over", async () => {
    const reply = await ask("What are your opening hours? Do you sell gift cards?");
    expect(reply.text).toBe(`Opening hours are 9 to 5 on weekdays.\n\n${unknownPartsReply(["Do you sell gift cards?"])}`);
    expect(reply.fileCitations).toEqual([hoursFile]);
    expect(reply.urlCitations).toEqual([]);
    // What it answered goes with the hand-off, so it is kept when nobody is there to take the rest.
    expect(reply.escalation).toEqual({ reason: unknownPartsReason(["Do you sell gift cards?"]), answered: "Opening hours are 9 to 5 on weekdays." });
  });

  it("does not answer an unrelated question from what the conversation was about before", async () => {
    const reply = await ask("What is the weather like in Paris?", { history: after("What are your opening hours?", "Opening hours are 9 to 5 on weekdays.") });
    expect(reply).toMatchObject({ text: unknownAnswerReply, fileCitations: [], urlCitations: [], escalation: { reason: escalationReasons.noAnswer } });
  });

  it("cites nothing that only shares a word with the question, not its subject", async () => {
    for (const question of ["Do you deliver to Australia?", "Can I order a pizza?", "Are you open at Easter?"]) {
      expect(await ask(question), question).toMatchObject({ text: unknownAnswerReply, fileCitations: [], urlCitations: [] });
    }
  });

  it("answers a follow-up by what the knowledge says of its own words", async () => {
    const sundays = await ask("And on Sundays?", { history: after("What are your opening hours?", "Opening hours are 9 to 5 on weekdays.") });
    expect(sundays.text).toBe("On Sundays we are closed.");
    expect(sundays.fileCitations).toEqual([hoursFile]);

    const canada = await ask("And to Canada?", { history: after("How long does delivery take?", "…") });
    expect(canada.text).toBe("Parcels to Canada take 6 days.");
    expect(canada.urlCitations).toEqual([deliveryPage]);
  });
});
