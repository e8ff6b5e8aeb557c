/**
 * Scale: the inbox list API, the synchronous agent reply and the inbox in a browser, with the embedded
 * service holding 1k, 10k and 100k conversations (ten messages each) of one agent, and 1k or 10k knowledge
 * passages. The data grows in place: the server is stopped, the seed script adds rows, the server starts
 * again on the same data directory and port (so the console session stays valid).
 */
import { rmSync } from "node:fs";

import { knowledgeQuestion, messagesPerConversation, openSeedTarget, seedConversations, seedKnowledge, seededCounts } from "./seed-scale.mjs";
import { callAgentApi, connectInboxAgent } from "./support/browser-inbox.mjs";
import { launchChromium, signedInContext } from "./support/browser.mjs";
import { ConsoleSession } from "./support/console-session.mjs";
import { scrollInboxList } from "./support/scale-browser.mjs";
import { RateWindow } from "./support/scale-rate-window.mjs";
import { benchAdmin, freePort, startServer } from "./support/server.mjs";
import { round, summarize } from "./support/stats.mjs";
import { testSuperAdminKeys } from "../tests/support/test-server.mjs";

export const title = "Scale";

const label = (size) => (size >= 1000 ? `${size / 1000}k` : String(size));

/** Times `count` sequential calls of `call` after `warmup` untimed ones; answers the durations in ms. */
async function timed(count, call, warmup = 3) {
  for (let i = 0; i < warmup; i += 1) await call(i);
  const durations = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await call(i);
    durations.push(performance.now() - started);
  }
  return durations;
}

async function measureInboxApi(session, inbox, requests) {
  let listed = 0;
  const durations = await timed(requests, async () => {
    const response = await session.request(`${inbox}/conversations`);
    const body = await response.json();
    if (response.status !== 200) throw new Error(`the inbox answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
    const problem = body.agents.find((agent) => agent.problem)?.problem;
    if (problem) throw new Error(`the inbox could not read the agent: ${problem}`);
    listed = body.conversations.length;
  });
  return { ...summarize(durations), listed };
}

/** The service's own list of the agent's latest conversations (what the inbox asks it per agent), over HTTP. */
async function measureServiceList(baseUrl, agentKey, requests) {
  const path = "/external/conversations?page=1&pageSize=100&orderBy=updatedAt&orderDirection=DESC";
  return summarize(await timed(requests, () => callAgentApi(baseUrl, "GET", path, { key: agentKey })));
}

/**
 * Sends questions the agent's knowledge answers (each aimed at one passage) and times the synchronous
 * reply over HTTP; a new conversation every ten questions. The first reply after a start, which builds
 * the agent's passage index, is timed apart.
 */
async function measureSyncReply(baseUrl, agentKey, chunks, replies) {
  const asAgent = { key: agentKey };
  const newConversation = async (i) => {
    const user = await callAgentApi(baseUrl, "POST", "/external/users", {
      ...asAgent,
      body: { firstName: "Bench", lastName: `Asker ${i}`, email: `asker.${Date.now()}.${i}@bench.test` },
    });
    return (await callAgentApi(baseUrl, "POST", "/external/conversations", { ...asAgent, body: { conversationUserId: user.id } })).id;
  };
  let cited = 0;
  const ask = async (conversationId, i) => {
    const reply = await callAgentApi(baseUrl, "POST", `/external/conversations/${conversationId}/messages`, {
      ...asAgent,
      body: { message: knowledgeQuestion((i * 7919) % chunks) },
    });
    if (reply.senderRole === "assistant" && (reply.fullAIResponse?.fileCitations?.length ?? 0) > 0) cited += 1;
  };
  let conversationId = await newConversation(0);
  const coldStarted = performance.now();
  await ask(conversationId, 0);
  const coldMs = performance.now() - coldStarted;
  cited = 0;
  const durations = [];
  for (let i = 1; i <= replies; i += 1) {
    if (i % 10 === 0) conversationId = await newConversation(i);
    const started = performance.now();
    await ask(conversationId, i);
    durations.push(performance.now() - started);
  }
  return { ...summarize(durations), coldMs, cited, replies };
}

export async function run(context) {
  const { log, quick } = context;
  const sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000];
  const chunksAt = (size) => Math.min(size, 10_000);
  const inboxRequests = quick ? 40 : 200;
  const serviceRequests = quick ? 20 : 40;
  const replies = quick ? 20 : 60;
  // The service allows an organization 300 AI-class requests a minute (listing conversations is one): the
  // inbox's organization waits for a fresh window when a size's requests would not fit in the current one.
  const inboxWindow = new RateWindow({ limit: 300 });
  const inboxCalls = inboxRequests + serviceRequests + 12;
  const port = await freePort();
  const env = { AGENT_SERVICE_SUPER_ADMIN_KEY: testSuperAdminKeys.us, SWITCHBOARD_DEMO_DATA: "false" };
  let server = await startServer({ distDir: context.distDir, port, env });
  const dataDir = server.dataDir;
  const session = new ConsoleSession(server.baseUrl);
  const browser = await launchChromium();
  const results = [];
  try {
    await session.signIn(benchAdmin.email, benchAdmin.password);
    const setup = await connectInboxAgent(server.baseUrl, session, "Scale");
    // The agent that answers from knowledge is in an organization of its own, with a rate budget of its own.
    const answering = await connectInboxAgent(server.baseUrl, session, "Scale knowledge");
    session.setCookie("sb-org", setup.organizationId);
    await server.stop({ keepData: true });
    server = undefined;

    for (const size of sizes) {
      const db = await openSeedTarget({ dataDir });
      const seedStarted = performance.now();
      try {
        const [operator] = await db.query("select id from console_users where email = $1", [benchAdmin.email]);
        const before = await seededCounts(db.query, setup.agentId);
        await seedConversations(db.query, {
          agentId: setup.agentId,
          from: before.conversations,
          to: Math.max(before.conversations, size),
          consoleOrganizationId: setup.organizationId,
          operatorUserId: operator.id,
        });
        const knowledge = await seededCounts(db.query, answering.agentId);
        await seedKnowledge(db.query, { agentId: answering.agentId, from: knowledge.chunks, to: Math.max(knowledge.chunks, chunksAt(size)) });
      } finally {
        await db.close();
      }
      const seedMs = performance.now() - seedStarted;
      server = await startServer({ distDir: context.distDir, port, dataDir, env });
      log(`scale ${label(size)}: seeded in ${Math.round(seedMs)} ms, server up in ${Math.round(server.startMs)} ms`);

      const wait = inboxWindow.delayBefore(inboxCalls);
      if (wait > 0) log(`scale ${label(size)}: waiting ${Math.round(wait / 1000)} s for a fresh rate window`);
      await new Promise((resolve) => setTimeout(resolve, wait));
      inboxWindow.count(inboxCalls);
      const inbox = await measureInboxApi(session, setup.inbox, inboxRequests);
      log(`scale ${label(size)}: inbox list p50 ${round(inbox.median)} ms, p95 ${round(inbox.p95)} ms (${inbox.listed} conversations listed)`);
      const service = await measureServiceList(server.baseUrl, setup.agentKey, serviceRequests);
      log(`scale ${label(size)}: service list of 100 p50 ${round(service.median)} ms, p95 ${round(service.p95)} ms`);
      const reply = await measureSyncReply(server.baseUrl, answering.agentKey, chunksAt(size), replies);
      log(
        `scale ${label(size)}: sync reply median ${round(reply.median)} ms with ${chunksAt(size)} passages (first ${round(reply.coldMs)} ms; ${reply.cited}/${reply.replies} cited)`,
      );
      const browserContext = await signedInContext(browser, session);
      let scroll;
      try {
        scroll = await scrollInboxList(browserContext);
      } finally {
        await browserContext.close();
      }
      inboxWindow.settle(inboxCalls);
      log(
        `scale ${label(size)}: inbox rendered at most ${scroll.renderedMax} of ${scroll.rowsInView} rows; longest task while scrolling ${round(scroll.longestTaskWhileScrollingMs)} ms`,
      );
      results.push({ size, seedMs, messages: size * messagesPerConversation, chunks: chunksAt(size), inbox, service, reply, scroll });
      await server.stop({ keepData: true });
      server = undefined;
    }
  } finally {
    await browser.close();
    await server?.stop({ keepData: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
  return figuresOf(results);
}

/** The figures: targets at the largest size, the smaller sizes as growth (informational). */
function figuresOf(results) {
  const largest = results.at(-1);
  const figures = [];
  for (const result of results) {
    const isLargest = result === largest && result.size >= 100_000;
    const at = `${label(result.size)} conversations`;
    const growth = (target) => (isLargest ? { target } : {});
    figures.push(
      {
        id: `scale.inbox-api-p95.${label(result.size)}`,
        label: `Inbox list API p95, ${at} / ${label(result.messages)} messages`,
        value: round(result.inbox.p95),
        unit: "ms",
        ...growth({ op: "<=", value: 50 }),
        details: {
          median: round(result.inbox.median),
          max: round(result.inbox.max),
          requests: result.inbox.count,
          listed: result.inbox.listed,
          seedMs: Math.round(result.seedMs),
        },
      },
      {
        id: `scale.service-list-p50.${label(result.size)}`,
        label: `Service list of the latest 100 conversations p50 (the inbox's upstream call), ${at}`,
        value: round(result.service.median),
        unit: "ms",
        details: { p95: round(result.service.p95), requests: result.service.count },
      },
      {
        id: `scale.sync-reply-median.${label(result.size)}`,
        label: `Sync agent reply median, ${label(result.chunks)} knowledge passages (${at})`,
        value: round(result.reply.median),
        unit: "ms",
        ...growth({ op: "<=", value: 20 }),
        details: { p95: round(result.reply.p95), firstReplyMs: round(result.reply.coldMs), replies: result.reply.count, cited: result.reply.cited },
      },
      {
        id: `scale.inbox-rows-rendered.${label(result.size)}`,
        label: `Inbox rows rendered at most (of ${result.scroll.rowsInView} in the view), ${at}`,
        value: result.scroll.renderedMax,
        unit: "rows",
        details: { rowsInView: result.scroll.rowsInView, scrollSteps: result.scroll.steps },
      },
      {
        id: `scale.inbox-scroll-longest-task.${label(result.size)}`,
        label: `Longest task while scrolling the inbox, ${at}`,
        value: round(result.scroll.longestTaskWhileScrollingMs),
        unit: "ms",
        ...growth({ op: "<=", value: 50 }),
        details: {
          longTasks: result.scroll.longTasksWhileScrolling,
          overLimit: result.scroll.longTasksOverLimit,
          longestWhileLoadingMs: round(result.scroll.longestTaskWhileLoadingMs),
        },
      },
    );
  }
  return figures;
}
