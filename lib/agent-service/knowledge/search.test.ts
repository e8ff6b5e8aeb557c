import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { insertChunks, insertTestAgent, openKnowledgeDatabase } from "@/tests/support/knowledge-database";

import { removeSourceChunks, replaceSourceChunks } from "./index-store";
import { searchKnowledge } from "./search";

const database = await openKnowledgeDatabase();
const db = database.db;
afterAll(() => database.close());

const hoursFile = { sourceType: "agent_file" as const, sourceId: crypto.randomUUID(), sourceName: "hours.md" };
const refundsFile = { sourceType: "agent_file" as const, sourceId: crypto.randomUUID(), sourceName: "refunds.md" };

describe("searchKnowledge", () => {
  let agentId: string;
  let otherAgentId: string;

  beforeAll(async () => {
    agentId = (await insertTestAgent(db)).id;
    otherAgentId = (await insertTestAgent(db)).id;
    await insertChunks(db, { agentId, ...hoursFile }, [
      "# Hours\n\nOpening hours are 9 to 5 on weekdays. On Saturdays we open at 10.",
      "# Address\n\nThe shop is at 1 Main Street, next to the station.",
    ]);
    await insertChunks(db, { agentId, ...refundsFile }, ["# Refunds\n\nYou can return any item within 30 days for a full refund."]);
    await insertChunks(db, { agentId: otherAgentId, sourceType: "agent_file", sourceId: crypto.randomUUID(), sourceName: "secret.md" }, [
      "Opening hours of the secret lab are midnight to dawn.",
    ]);
  });

  it("finds the passage that answers, with its source, best first", async () => {
    const [best, ...rest] = await searchKnowledge(db, agentId, "What are your opening hours?");
    expect(best).toMatchObject({ ...hoursFile, position: 0, coverage: 1 });
    expect(best!.text).toContain("Opening hours are 9 to 5");
    expect(best!.score).toBeGreaterThan(0);
    expect(rest).toEqual([]);
  });

  it("matches other word forms, and one typo in a long word", async () => {
    expect((await searchKnowledge(db, agentId, "refunds for returned items"))[0]).toMatchObject(refundsFile);
    expect((await searchKnowledge(db, agentId, "where is the staton"))[0]).toMatchObject({ ...hoursFile, position: 1 });
  });

  it("finds nothing for a question about something else, or made only of stop words", async () => {
    expect(await searchKnowledge(db, agentId, "What is the capital of France?")).toEqual([]);
    expect(await searchKnowledge(db, agentId, "Can you tell me what it is about?")).toEqual([]);
    expect(await searchKnowledge(db, agentId, "Do you sell opening ceremony tickets?")).toEqual([]);
  });

  it("does not take a shared quantity for a shared subject", async () => {
    const care = { agentId, sourceType: "web_page" as const, sourceId: crypto.randomUUID(), sourceName: "https://example.test/care" };
    await replaceSourceChunks(db, care, ["Treat leather boots with wax every three months."]);
    expect(await searchKnowledge(db, agentId, "Can I return boots I bought three weeks ago?")).toEqual([]);
    expect((await searchKnowledge(db, agentId, "How often should I wax leather boots?"))[0]).toMatchObject({ sourceName: care.sourceName });
    await removeSourceChunks(db, agentId, "web_page", [care.sourceId]);
  });

  it("searches only the agent's own passages", async () => {
    const found = await searchKnowledge(db, otherAgentId, "opening hours");
    expect(found.map((match) => match.sourceName)).toEqual(["secret.md"]);
    expect(await searchKnowledge(db, crypto.randomUUID(), "opening hours")).toEqual([]);
  });

  it("sees passages replaced or removed since the last search", async () => {
    const faq = { agentId, sourceType: "pack_document" as const, sourceId: crypto.randomUUID(), sourceName: "faq.md" };
    expect(await searchKnowledge(db, agentId, "parking spaces")).toEqual([]);

    await replaceSourceChunks(db, faq, ["There are parking spaces behind the shop."]);
    expect((await searchKnowledge(db, agentId, "parking spaces"))[0]).toMatchObject({ sourceName: "faq.md" });

    await replaceSourceChunks(db, faq, ["Parking: use the public garage; we have no spaces of our own."]);
    const [replaced] = await searchKnowledge(db, agentId, "parking spaces");
    expect(replaced!.text).toContain("public garage");

    await removeSourceChunks(db, agentId, "pack_document", [faq.sourceId]);
    expect(await searchKnowledge(db, agentId, "parking spaces")).toEqual([]);
  });

  it("keeps to the limit", async () => {
    const many = { agentId, sourceType: "web_page" as const, sourceId: crypto.randomUUID(), sourceName: "https://example.test/gifts" };
    await replaceSourceChunks(
      db,
      many,
      Array.from({ length: 8 }, (_, index) => `Gift wrapping option ${index} is available.`),
    );
    expect(await searchKnowledge(db, agentId, "gift wrapping", 3)).toHaveLength(3);
  });
});
