import { afterAll, beforeAll, describe, expect, it } from "vitest";

import evalSet from "@/bench/answer-quality/eval-set.json";
import { pageSource, scoreTurn, summarizeScores } from "@/bench/answer-quality/score.mjs";
import type { AgentRow } from "@/lib/agent-service/auth";
import { insertChunks, insertTestAgent, openKnowledgeDatabase } from "@/tests/support/knowledge-database";

import { createRetrievalResponder } from "./retrieval-responder";
import type { HistoryTurn } from "./types";
import { webPageSourceId } from "../crawler/web-page-knowledge";
import { demoAgents } from "../demo/demo-content";
import { chunkText } from "../knowledge/chunk";

const database = await openKnowledgeDatabase();
const db = database.db;
afterAll(() => database.close());

const responder = createRetrievalResponder();
const agents = new Map<string, AgentRow>();

beforeAll(async () => {
  for (const definition of demoAgents) {
    const agent = await insertTestAgent(db, { name: definition.name });
    for (const file of definition.files) {
      const source = { agentId: agent.id, sourceType: "agent_file" as const, sourceId: crypto.randomUUID(), sourceName: file.fileName };
      await insertChunks(db, source, chunkText(file.text, { format: "markdown" }));
    }
    agents.set(definition.name, agent);
  }
  for (const page of evalSet.pages) {
    const url = `https://northwind.example.test${page.path}`;
    const source = {
      agentId: agents.get(page.agent)!.id,
      sourceType: "web_page" as const,
      sourceId: webPageSourceId(crypto.randomUUID(), url),
      sourceName: url,
    };
    await insertChunks(db, source, chunkText(page.text, { format: "markdown" }));
  }
});

describe("the retrieval responder on the evaluation set over the demo knowledge", () => {
  it("cites only what supports its answers and nearly always its source, says it does not know where the knowledge has no answer, and answers nearly all", async () => {
    const results = [];
    const wrong: string[] = [];
    for (const evalCase of evalSet.cases) {
      const history: HistoryTurn[] = [];
      for (const turn of evalCase.turns) {
        const reply = await responder.reply({ db, agent: agents.get(evalCase.agent)!, history: [...history], question: turn.ask });
        const citations = [
          ...reply.fileCitations.map((citation) => citation.filename),
          ...(reply.urlCitations ?? []).map((citation) => pageSource(citation.url)),
        ];
        const score = scoreTurn(turn.expect, { text: reply.text, citations });
        results.push({ kind: evalCase.kind, score });
        if (!score.isCorrect || score.supportingCitations < score.citations)
          wrong.push(`${evalCase.id}: ${turn.ask}\n  → ${reply.text} [${citations.join(", ")}]`);
        history.push({ role: "user", text: turn.ask }, { role: "assistant", text: reply.text });
      }
    }
    const summary = summarizeScores(results);
    expect(summary, wrong.join("\n")).toMatchObject({ citationsSupporting: 1, unknownCorrect: 1 });
    expect(summary.partsSourced).toBeGreaterThanOrEqual(0.95);
    expect(summary.answeredCorrectly, wrong.join("\n")).toBeGreaterThanOrEqual(0.95);
  });
});
