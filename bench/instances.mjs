// Past one machine: two console instances (production servers) on one PostgreSQL, behind a loopback round-robin
// balancer. Shows that inbox events reach operators on either instance (and how fast), that a signed file URL made
// by one instance works on the other, that a stream resumes on the other instance without losing events, and what
// the second instance costs: resident memory, CPU at idle, throughput of one against two behind the balancer.
import { startBalancer } from "./support/balancer.mjs";
import { tapInboxEvents } from "./support/browser-event-tap.mjs";
import { callAgentApi, connectInboxAgent, customerOf } from "./support/browser-inbox.mjs";
import { clockNow } from "./support/browser-probe.mjs";
import { ConsoleSession } from "./support/console-session.mjs";
import { loadProblem, runLoad } from "./support/load.mjs";
import { cpuMilliseconds, residentBytes, servingPid } from "./support/processes.mjs";
import { benchAdmin, benchSuperAdminKeys, startServer } from "./support/server.mjs";
import { round, summarize } from "./support/stats.mjs";
import { createScratchDatabase, testPostgresUrl } from "../tests/support/postgres.mjs";

export const title = "Two instances on one PostgreSQL behind a balancer";

const currentOrganizationCookie = "sb-org";
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mebibytes = (bytes) => round(bytes / 1024 / 1024, 1);

/** A session of the same signed-in user on another origin: the cookies are the same JWTs, valid on every instance. */
function sessionOn(baseUrl, from) {
  const session = new ConsoleSession(baseUrl);
  for (const pair of from.cookieHeader().split("; ")) {
    const separator = pair.indexOf("=");
    session.setCookie(pair.slice(0, separator), pair.slice(separator + 1));
  }
  return session;
}

/** CPU (user + system) each process spends per second while nothing is asked of it. */
async function idleCpu(pids, seconds) {
  const before = pids.map((pid) => cpuMilliseconds(pid));
  await sleep(seconds * 1000);
  return pids.map((pid, index) => round((cpuMilliseconds(pid) - before[index]) / seconds, 1));
}

/** Sends messages one after another, each through the next instance in turn, and notes when each tap saw it. */
async function crossInstanceHandoffs({ customers, conversationId, taps, count, firstId }) {
  const samples = [];
  for (let index = 0; index < count; index += 1) {
    const id = firstId + index;
    const via = index % customers.length;
    const sentAt = clockNow();
    await customers[via].say(conversationId, `ix${id}. Message ${id} through instance ${via}.`);
    const deadline = clockNow() + 5_000;
    while (taps.some((tap) => !tap.arrivals.has(id)) && clockNow() < deadline) await sleep(1);
    taps.forEach((tap, seenOn) => samples.push({ via, seenOn, ms: tap.arrivals.has(id) ? tap.arrivals.get(id) - sentAt : undefined }));
    await sleep(25);
  }
  return samples;
}

const latencyOf = (samples) => {
  const shown = samples.filter((sample) => sample.ms !== undefined).map((sample) => sample.ms);
  const { median, p95, max } = summarize(shown);
  return { count: samples.length, notShown: samples.length - shown.length, median: round(median, 1), p95: round(p95, 1), max: round(max, 1) };
};

/** Reads a stream opened with `Last-Event-ID` until `markers` events with the prefix arrived, or a time is up. */
async function resumeOn(session, eventsPath, lastEventId, markers) {
  const controller = new AbortController();
  const response = await session.request(eventsPath, { headers: { accept: "text/event-stream", "last-event-id": lastEventId }, signal: controller.signal });
  const seen = new Set();
  const timer = setTimeout(() => controller.abort(), 5_000);
  try {
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      for (const match of decoder.decode(chunk, { stream: true }).matchAll(/ir(\d+)\./g)) seen.add(Number(match[1]));
      if (markers.every((marker) => seen.has(marker))) break;
    }
  } catch {
    // the time is up
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return markers.filter((marker) => seen.has(marker)).length;
}

/** The newest event id an open stream has sent: read from its frames. */
async function lastEventIdOf(session, eventsPath) {
  const controller = new AbortController();
  const response = await session.request(eventsPath, { headers: { accept: "text/event-stream" }, signal: controller.signal });
  const decoder = new TextDecoder();
  let text = "";
  for await (const chunk of response.body) {
    text += decoder.decode(chunk, { stream: true });
    if (/event: ready/.test(text) && text.includes("\n\n", text.indexOf("event: ready"))) break;
  }
  controller.abort();
  return /id: (\d+)\nevent: ready/.exec(text)?.[1];
}

/** A signed upload URL made by one instance, used on the other: any instance must accept what another signed. */
async function signedUrlAcrossInstances(from, to, agentKey, conversationId) {
  const { signedUrl } = await callAgentApi(from.baseUrl, "POST", `/external/conversations/${conversationId}/message-files/upload-url`, {
    key: agentKey,
    body: { fileName: "note.txt", contentType: "text/plain" },
  });
  const url = new URL(signedUrl);
  const target = new URL(`${url.pathname}${url.search}`, to.baseUrl);
  const response = await fetch(target, { method: "PUT", headers: { "content-type": "text/plain" }, body: "hello from the other instance" });
  await response.arrayBuffer();
  return response.status;
}

/** Health checks as fast as they are answered through the balancer; CPU per answer summed over the instances. */
async function throughput(balancer, servers, seconds) {
  const pids = servers.map((server) => server.servingPid);
  const before = pids.map((pid) => cpuMilliseconds(pid));
  const run = await runLoad({ baseUrl: balancer.baseUrl, requests: [{ path: "/api/health" }], connections: 10, durationSeconds: seconds });
  const cpu = pids.reduce((total, pid, index) => total + cpuMilliseconds(pid) - before[index], 0);
  return { requestsPerSecond: round(run.throughput, 1), cpuMsPerAnswer: round(cpu / Math.max(1, run.succeeded), 2), problem: loadProblem(run) };
}

export async function run(context) {
  const messages = context.quick ? 12 : 60;
  const loadSeconds = context.quick ? 3 : 8;
  const database = await createScratchDatabase(testPostgresUrl);
  const servers = [];
  let balancer;
  const taps = [];
  try {
    context.log(`instances: scratch database ${new URL(database.url).pathname.slice(1)}; starting instance A (it migrates), then B`);
    // The balancer's address is the console's public one: webhooks are registered with it, as in a deployment.
    balancer = await startBalancer([]);
    const env = { DATABASE_URL: database.url, CONSOLE_PUBLIC_URL: balancer.baseUrl };
    servers.push(await startServer({ distDir: context.distDir, env }));
    servers.push(await startServer({ distDir: context.distDir, env }));
    for (const server of servers) server.servingPid = servingPid(server.pid, server.port) ?? server.pid;
    const [a, b] = servers;
    balancer.setTargets([a.baseUrl, b.baseUrl]);

    // Everything an administrator does goes through the balancer, each request to the next instance.
    const session = new ConsoleSession(balancer.baseUrl);
    await session.signIn(benchAdmin.email, benchAdmin.password);
    const inbox = await connectInboxAgent(balancer.baseUrl, session, "Instances bench", { superAdminKey: benchSuperAdminKeys.us });
    session.setCookie(currentOrganizationCookie, inbox.organizationId);
    const customers = servers.map((server) => customerOf(server.baseUrl, inbox.agentKey));
    const conversationId = await customers[0].start("Ada");
    await session.json("PUT", `${inbox.inbox}/conversations/${conversationId}/mode`, { mode: "manual" });

    const eventsPath = `${inbox.inbox}/events`;
    const sessions = servers.map((server) => sessionOn(server.baseUrl, session));
    for (const own of sessions) taps.push(await tapInboxEvents(own, eventsPath, "ix"));
    await customers[1].say(conversationId, "ix0. Warming both instances.");
    await sleep(500);

    context.log(`instances: ${messages} messages, alternately through A and B, each watched on A and on B`);
    const samples = await crossInstanceHandoffs({ customers, conversationId, taps, count: messages, firstId: 1 });
    const same = latencyOf(samples.filter((sample) => sample.via === sample.seenOn));
    const across = latencyOf(samples.filter((sample) => sample.via !== sample.seenOn));
    const directions = {
      postedOnASeenOnB: latencyOf(samples.filter((sample) => sample.via === 0 && sample.seenOn === 1)),
      postedOnBSeenOnA: latencyOf(samples.filter((sample) => sample.via === 1 && sample.seenOn === 0)),
    };
    for (const tap of taps.splice(0)) await tap.stop();

    // A stream cut on A and opened again on B with the last id it had misses nothing in between.
    const lastEventId = await lastEventIdOf(sessions[0], eventsPath);
    const missed = [1, 2, 3].map((n) => messages + n);
    for (const [index, id] of missed.entries()) await customers[index % 2].say(conversationId, `ir${id}. Said while the operator was away.`);
    const replayed = await resumeOn(sessions[1], eventsPath, lastEventId, missed);

    const signedUrlStatus = await signedUrlAcrossInstances(a, b, inbox.agentKey, conversationId);

    context.log("instances: resident memory and CPU at idle");
    await sleep(2_000);
    const memory = servers.map((server) => mebibytes(residentBytes(server.servingPid)));
    const idle = await idleCpu(
      servers.map((server) => server.servingPid),
      context.quick ? 5 : 10,
    );

    context.log(`instances: throughput of /api/health through the balancer, one instance then two (${loadSeconds} s each)`);
    balancer.setTargets([a.baseUrl]);
    const one = await throughput(balancer, [a], loadSeconds);
    balancer.setTargets([a.baseUrl, b.baseUrl]);
    const two = await throughput(balancer, [a, b], loadSeconds);

    const problems = [
      ...(across.notShown + same.notShown > 0 ? [`${across.notShown + same.notShown} events never reached a stream`] : []),
      ...(replayed < missed.length ? [`resumed on the other instance, ${replayed} of ${missed.length} missed events replayed`] : []),
      ...(signedUrlStatus !== 200 ? [`an upload URL signed by A was answered ${signedUrlStatus} by B`] : []),
      ...(one.problem ? [`one instance: ${one.problem}`] : []),
      ...(two.problem ? [`two instances: ${two.problem}`] : []),
    ];
    for (const problem of problems) context.log(`instances: PROBLEM ${problem}`);
    const setting = {
      database: "PostgreSQL 1 (scratch database)",
      balancer: "loopback round robin, no sticky sessions",
      servedByInstance: Object.fromEntries(balancer.served),
    };
    return [
      {
        id: "instances.handoff.across.median",
        label: "Hand-off across instances (posted on one, streamed from the other): median",
        value: across.median,
        unit: "ms",
        details: {
          ...across,
          ...directions,
          sameInstance: same,
          replayedOnOtherInstance: `${replayed} of ${missed.length}`,
          signedUrlOnOtherInstance: signedUrlStatus,
          problems,
          ...setting,
        },
      },
      { id: "instances.handoff.across.p95", label: "Hand-off across instances: p95", value: across.p95, unit: "ms" },
      { id: "instances.handoff.same.median", label: "Hand-off on the same instance (two running): median", value: same.median, unit: "ms" },
      { id: "instances.rss-second", label: "Resident memory of the second instance, idle", value: memory[1], unit: "MiB", details: { firstMiB: memory[0] } },
      {
        id: "instances.idle-cpu",
        label: "CPU at idle per instance (ms of CPU per second)",
        value: Math.max(...idle),
        unit: "ms/s",
        details: { perInstance: idle },
      },
      {
        id: "instances.throughput-one",
        label: "Health checks/s through the balancer, one instance",
        value: one.requestsPerSecond,
        unit: "req/s",
        details: one,
      },
      {
        id: "instances.throughput-two",
        label: "Health checks/s through the balancer, two instances",
        value: two.requestsPerSecond,
        unit: "req/s",
        details: two,
      },
      {
        id: "instances.throughput-ratio",
        label: "Throughput two ÷ one instance (2 cores shared with the load and the database)",
        value: round(two.requestsPerSecond / one.requestsPerSecond, 2),
        unit: "",
      },
      {
        id: "instances.cpu-per-answer",
        label: "CPU per health check, one / two instances",
        value: two.cpuMsPerAnswer,
        unit: "ms",
        details: { one: one.cpuMsPerAnswer, two: two.cpuMsPerAnswer },
      },
    ];
  } finally {
    for (const tap of taps) await tap.stop();
    await balancer?.stop();
    for (const server of servers) await server.stop();
    await database.drop();
  }
}
