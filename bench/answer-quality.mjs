// Answer quality of the default (no-model) responder: the evaluation set (answer-quality/eval-set.json) asked
// of the demo organization's agents over HTTP, one conversation per case, on a fresh server with its demo data
// and the set's pages crawled from loopback into their agents' knowledge.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";

import { pageSource, scoreTurn, summarizeScores } from "./answer-quality/score.mjs";
import { ConsoleSession } from "./support/console-session.mjs";
import { benchAdmin, startServer } from "./support/server.mjs";
import { round } from "./support/stats.mjs";

export const title = "Answer quality of the default responder";

const demoOrganizationName = "Northwind Outfitters";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls the embedded service with an agent key; waits out a 429 as its Retry-After says. */
async function callAgent(baseUrl, key, method, apiPath, body) {
  for (;;) {
    const response = await fetch(`${baseUrl}/external${apiPath}`, {
      method,
      headers: { "Agent-Secret-Key": key, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (response.status === 429) {
      await sleep(Math.max(1, Number(response.headers.get("retry-after")) || 1) * 1000);
      continue;
    }
    if (!response.ok) throw new Error(`${method} ${apiPath} answered ${response.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text);
  }
}

/** The demo organization as the console shows it, with a fresh integration key for each of its agents. */
async function demoOrganization(session) {
  const organizations = await session.json("GET", "/api/console/organizations");
  const organization = organizations.find((candidate) => candidate.name === demoOrganizationName);
  if (!organization) throw new Error(`the console does not show the demo organization ${demoOrganizationName}`);
  const agents = await session.json("GET", `/api/console/organizations/${organization.id}/agents`);
  const keys = new Map();
  for (const agent of agents) {
    const issued = await session.json("POST", `/api/console/organizations/${organization.id}/agents/${agent.id}/keys`, { name: "Answer quality bench" });
    keys.set(agent.name, issued.reveal.secret);
  }
  return { id: organization.id, agentIds: new Map(agents.map((agent) => [agent.name, agent.id])), keys };
}

/** Serves the set's pages on loopback, as Markdown, for the crawler. */
async function servePages(pages) {
  const byPath = new Map(pages.map((page) => [page.path, page.text]));
  const site = createServer((request, response) => {
    const text = byPath.get(request.url ?? "");
    if (text === undefined) response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    else response.writeHead(200, { "content-type": "text/markdown; charset=utf-8" }).end(text);
  });
  await new Promise((resolve) => site.listen(0, "127.0.0.1", resolve));
  return {
    url: (pagePath) => `http://127.0.0.1:${site.address().port}${pagePath}`,
    close: () => new Promise((resolve) => site.close(resolve)),
  };
}

/** Crawls each page into its agent's knowledge from the console, as an administrator would, and waits for it. */
async function crawlPages(session, organization, pages, site) {
  for (const page of pages) {
    const crawls = `/api/console/organizations/${organization.id}/agents/${organization.agentIds.get(page.agent)}/crawls`;
    const crawl = await session.json("POST", crawls, { url: site.url(page.path), pageLimit: 1, maxDepth: 0 });
    await session.json("POST", `${crawls}/${crawl.id}/run`);
    const deadline = Date.now() + 30_000;
    for (;;) {
      const current = await session.json("GET", `${crawls}/${crawl.id}`);
      if (current.lastRun?.status === "completed" && current.lastRun.pagesIndexed > 0) break;
      if (["failed", "cancelled"].includes(current.lastRun?.status) || Date.now() > deadline) {
        throw new Error(`the crawl of ${page.path} did not index it: ${JSON.stringify(current.lastRun)}`);
      }
      await sleep(200);
    }
  }
}

/** What the reply cites: file names, and pages as the set names them. */
function citationsOf(message) {
  const response = message.fullAIResponse ?? {};
  return [...(response.fileCitations ?? []).map((citation) => citation.filename), ...(response.urlCitations ?? []).map((citation) => pageSource(citation.url))];
}

/** Asks every case of the set, one conversation each, and scores each turn's reply. */
export async function askEvalSet(baseUrl, evalSet, keys, log = () => {}) {
  const results = [];
  for (const [index, evalCase] of evalSet.cases.entries()) {
    const key = keys.get(evalCase.agent);
    if (!key) throw new Error(`no key for the agent ${evalCase.agent}`);
    const user = await callAgent(baseUrl, key, "POST", "/users", {
      firstName: "Eval",
      lastName: `Case ${index + 1}`,
      email: `eval.${evalCase.id}.${Date.now()}@bench.test`,
    });
    const conversation = await callAgent(baseUrl, key, "POST", "/conversations", { conversationUserId: user.id });
    for (const turn of evalCase.turns) {
      const reply = await callAgent(baseUrl, key, "POST", `/conversations/${conversation.id}/messages`, { message: turn.ask });
      const citations = citationsOf(reply);
      const score = scoreTurn(turn.expect, { text: reply.message, citations });
      results.push({ id: evalCase.id, kind: evalCase.kind, ask: turn.ask, reply: reply.message, citations, score });
      if (!score.isCorrect || score.supportingCitations < score.citations)
        log(`answer-quality: ${evalCase.id} «${turn.ask}» → «${reply.message.replace(/\s+/g, " ")}» [${citations.join(", ")}]`);
    }
  }
  return results;
}

const percent = (share) => round(share * 100, 1);

export async function run(context) {
  const evalSet = JSON.parse(readFileSync(path.join(import.meta.dirname, "answer-quality", "eval-set.json"), "utf8"));
  const site = await servePages(evalSet.pages);
  let server;
  try {
    server = await startServer({ distDir: context.distDir, env: { SWITCHBOARD_DEMO_DATA: "true", SCRAPER_ALLOWED_HOSTS: "127.0.0.1" } });
    const session = new ConsoleSession(server.baseUrl);
    await session.signIn(benchAdmin.email, benchAdmin.password);
    const organization = await demoOrganization(session);
    await crawlPages(session, organization, evalSet.pages, site);
    context.log(`answer-quality: asking ${evalSet.cases.length} cases of the evaluation set`);
    const results = await askEvalSet(server.baseUrl, evalSet, organization.keys, context.log);
    const summary = summarizeScores(results);
    const wrong = results.filter((result) => !result.score.isCorrect).map((result) => `${result.id}: ${result.ask}`);
    return [
      {
        id: "answer-quality.answered-correctly",
        label: "Questions answered correctly (every part)",
        value: percent(summary.answeredCorrectly),
        unit: "%",
        details: { questions: summary.questions, correct: summary.correct, byKind: summary.byKind, wrong },
      },
      {
        id: "answer-quality.citations-supporting",
        label: "Citations that support the answer",
        value: percent(summary.citationsSupporting),
        unit: "%",
        details: { citations: summary.citations, supporting: summary.supportingCitations },
      },
      {
        id: "answer-quality.answers-sourced",
        label: "Answers that cite their source (file or page URL)",
        value: percent(summary.partsSourced),
        unit: "%",
        details: { answerableParts: summary.answerableParts, sourced: summary.sourcedParts },
      },
      {
        id: "answer-quality.unknown-correct",
        label: "“I don't know” where the knowledge has no answer",
        value: percent(summary.unknownCorrect),
        unit: "%",
        details: { expected: summary.expectedUnknown, said: summary.correctUnknown },
      },
    ];
  } finally {
    await server?.stop();
    await site.close();
  }
}
