// Hand-off latency: from a customer's message POSTed to the embedded service until the operator's inbox,
// open in a real Chromium on that conversation, shows it — live (Server-Sent Events), and beside it the same
// inbox with its event stream cut off, reading the server every 5 seconds as it does then.
import { loadavg } from "node:os";

import { tapInboxEvents } from "./support/browser-event-tap.mjs";
import { connectInboxAgent, customerOf } from "./support/browser-inbox.mjs";
import { clockNow, installMarkerProbe, markerWaiter, pageClockOffset } from "./support/browser-probe.mjs";
import { launchChromium, signedInContext } from "./support/browser.mjs";
import { ConsoleSession } from "./support/console-session.mjs";
import { countInstructions, instructionCounting } from "./support/instructions.mjs";
import { cpuMilliseconds, servingPid } from "./support/processes.mjs";
import { benchAdmin, benchSuperAdminKeys, startServer } from "./support/server.mjs";
import { round, summarize } from "./support/stats.mjs";

export const title = "Hand-off latency";

const bindingName = "__handoffSeen";
const currentOrganizationCookie = "sb-org";

/** Median, p95, min and max of latency samples, to a tenth of a millisecond. */
function latencies(samples) {
  const { median, p95, min, max } = summarize(samples);
  return { median: round(median, 1), p95: round(p95, 1), min: round(min, 1), max: round(max, 1) };
}

/** Opens the conversation in the inbox as the operator and waits until it is ready (live, or polling). */
async function openConversation(browser, session, conversationId, { isLive }) {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  const waiter = markerWaiter();
  await page.exposeFunction(bindingName, (id, at) => waiter.report(id, at));
  if (!isLive) await page.route("**/inbox/events**", (route) => route.abort());
  await page.goto(`/inbox/${encodeURIComponent(conversationId)}`);
  const status = isLive ? /^Live$/ : /refreshing every 5 s/;
  await page.getByRole("status").filter({ hasText: status }).waitFor({ timeout: 30_000 });
  await page.getByRole("heading", { level: 2 }).first().waitFor({ timeout: 30_000 });
  await page.evaluate(installMarkerProbe, { prefix: "hx", bindingName });
  return { context, page, waiter };
}

/** Sends messages one after the other, each once the previous one showed, and measures each. */
async function measureLive(open, customer, conversationId, count, tap, log) {
  const { page, waiter } = open;
  const clock = await pageClockOffset(page);
  const samples = [];
  const parts = { postMs: [], serverMs: [], browserMs: [] };
  let lost = 0;
  for (let id = 1; id <= count; id += 1) {
    const sentAt = clockNow();
    await customer.say(conversationId, `hx${id}. Live message ${id} from the customer.`);
    parts.postMs.push(clockNow() - sentAt);
    const seenAt = await waiter.seen(id, 10_000);
    if (seenAt === undefined) lost += 1;
    else samples.push(seenAt - clock.offsetMs - sentAt);
    const tappedAt = tap.arrivals.get(id);
    if (tappedAt !== undefined) {
      parts.serverMs.push(tappedAt - sentAt);
      if (seenAt !== undefined) parts.browserMs.push(seenAt - clock.offsetMs - tappedAt);
    }
    if (id % 50 === 0) log(`handoff: ${id}/${count} live messages`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return { samples, lost, clock, parts };
}

/** Sends messages at random moments (so they fall anywhere in the 5-second cycle) and measures when each shows. */
async function measurePolling(open, customer, conversationId, count, firstId) {
  const { page, waiter } = open;
  const clock = await pageClockOffset(page);
  const sent = [];
  for (let index = 0; index < count; index += 1) {
    const id = firstId + index;
    const sentAt = clockNow();
    await customer.say(conversationId, `hx${id}. Polled message ${id} from the customer.`);
    sent.push({ id, sentAt });
    await new Promise((resolve) => setTimeout(resolve, 250 + Math.random() * 500));
  }
  const samples = [];
  let lost = 0;
  for (const { id, sentAt } of sent) {
    const seenAt = await waiter.seen(id, 15_000);
    if (seenAt === undefined) lost += 1;
    else samples.push(seenAt - clock.offsetMs - sentAt);
  }
  return { samples, lost, clock };
}

export async function run(context) {
  const liveCount = context.quick ? 30 : 200;
  const polledCount = context.quick ? 5 : 20;
  const server = await startServer({ distDir: context.distDir });
  let browser;
  try {
    context.log("handoff: server ready");
    const session = new ConsoleSession(server.baseUrl);
    await session.signIn(benchAdmin.email, benchAdmin.password);
    const inbox = await connectInboxAgent(server.baseUrl, session, "Hand-off bench", { superAdminKey: benchSuperAdminKeys.us });
    session.setCookie(currentOrganizationCookie, inbox.organizationId);
    const customer = customerOf(server.baseUrl, inbox.agentKey);
    const conversationId = await customer.start("Ada");
    // The operator takes the conversation over, so the customer's messages wait for a person, not the AI.
    await session.json("PUT", `${inbox.inbox}/conversations/${conversationId}/mode`, { mode: "manual" });

    context.log("handoff: inbox connected, opening the operator's browser");
    browser = await launchChromium();
    const liveTab = await openConversation(browser, session, conversationId, { isLive: true });
    // A first message warms the path (first render of the log, caches) and is not counted.
    await customer.say(conversationId, "hx0. Hello.");
    await liveTab.waiter.seen(0, 15_000);
    context.log(`handoff: sending ${liveCount} messages with the inbox live`);
    const tap = await tapInboxEvents(session, `${inbox.inbox}/events`, "hx");
    // The server's CPU time per hand-off (the API's write, the delivery, the receiver, the hub and both streams):
    // unlike the times, it hardly moves with what else the machine does.
    const serverPid = servingPid(server.pid, server.port) ?? server.pid;
    const cpuBefore = cpuMilliseconds(serverPid);
    const instructions = countInstructions(serverPid);
    const live = await measureLive(liveTab, customer, conversationId, liveCount, tap, context.log);
    const instructionCount = await instructions.stop();
    if (instructionCount === undefined) context.log(`handoff: instructions per hand-off not counted: ${instructionCounting().reason}`);
    const cpuMsPerHandoff = (cpuMilliseconds(serverPid) - cpuBefore) / liveCount;
    await tap.stop();
    await liveTab.context.close();

    context.log(`handoff: sending ${polledCount} messages with the event stream cut off (5 s polling)`);
    const pollingTab = await openConversation(browser, session, conversationId, { isLive: false });
    const polled = await measurePolling(pollingTab, customer, conversationId, polledCount, liveCount + 1);
    await pollingTab.context.close();

    const liveStats = latencies(live.samples);
    const polledStats = latencies(polled.samples);
    const details = (result, stats, count) => ({
      messages: count,
      measured: result.samples.length,
      notShown: result.lost,
      ...stats,
      pageClockOffsetMs: Number(result.clock.offsetMs.toFixed(2)),
      // How busy the machine was (1-minute load average, against its cores), for reading the figures.
      loadAverage: Number(loadavg()[0].toFixed(1)),
    });
    return [
      {
        id: "handoff.sse.median",
        label: "Hand-off, live (SSE): median",
        value: liveStats.median,
        unit: "ms",
        target: { op: "<=", value: 15 },
        details: {
          ...details(live, liveStats, liveCount),
          // Where the time goes: the POST itself, until the event reaches a stream reader in Node, and the browser after that.
          postMs: latencies(live.parts.postMs),
          postToStreamMs: latencies(live.parts.serverMs),
          streamToDomMs: latencies(live.parts.browserMs),
        },
      },
      { id: "handoff.sse.p95", label: "Hand-off, live (SSE): p95", value: liveStats.p95, unit: "ms", target: { op: "<=", value: 40 } },
      {
        id: "handoff.cpu-per-message",
        label: "Server CPU per hand-off (live)",
        value: round(cpuMsPerHandoff, 2),
        unit: "ms",
        details: { what: "user + system CPU of the server process over the live run ÷ messages (10 ms ticks)" },
      },
      ...(instructionCount === undefined
        ? []
        : [{ id: "handoff.instructions-per-message", label: "Server instructions per hand-off", value: Math.round(instructionCount / liveCount), unit: "" }]),
      {
        id: "handoff.polling.median",
        label: "Hand-off, 5 s polling (browser, stream cut): median",
        value: polledStats.median,
        unit: "ms",
        details: details(polled, polledStats, polledCount),
      },
      { id: "handoff.polling.p95", label: "Hand-off, 5 s polling (browser, stream cut): p95", value: polledStats.p95, unit: "ms" },
    ];
  } finally {
    await browser?.close();
    await server.stop();
  }
}
