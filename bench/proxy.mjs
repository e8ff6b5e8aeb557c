// Proxy overhead: an agent's detail read through the console's proxy route (session, organization check,
// vault, upstream call, response schema) against the same operation called straight on the API, same load,
// same run. The console reaches the API over HTTP, as it reaches a real deployment (AGENT_API_US_URL); the
// API is the embedded service of a second server. The embedded service reached in-process, as `npm start`
// runs it, is measured beside it. The floor, in the same run, is a bare route handler answering a constant
// (`GET /api/health/live`) on each server: what Next.js costs per answer before any of our code runs, against
// which the console's and the API's CPU per answer are budgeted.
import { loadProblem, runLoad } from "./support/load.mjs";
import { cpuMilliseconds, servingPid } from "./support/processes.mjs";
import { connectToConsole, createApiOrganizations } from "./support/proxy-targets.mjs";
import { startServer } from "./support/server.mjs";
import { round, summarize } from "./support/stats.mjs";

export const title = "Proxy overhead";

const upstreamLatencyMs = 50;

/** The bare route handler: a constant, no database, no session. */
const floorRequest = { path: "/api/health/live" };
/** The CPU per answer the console may spend on a proxied read, and the API on a simple read, as a multiple of the floor's. */
const cpuBudgetOverFloor = 1.5;

/**
 * Two figures for a CPU budget: the CPU per answer in milliseconds, its target the floor's times the budget, and
 * the same as a multiple of the floor, measured on the same server in the same run.
 */
function cpuBudget({ id, label, what, measuredMs, floorMs, cpuMsPerAnswer }) {
  const details = { what, measuredMs: round(measuredMs, 3), floorMs: round(floorMs, 3), cpuMsPerAnswer };
  return [
    { id: `${id}-per-answer`, label, value: round(measuredMs), unit: "ms", target: { op: "<=", value: round(cpuBudgetOverFloor * floorMs) }, details },
    {
      id: `${id}-over-floor`,
      label: `${label} ÷ floor`,
      value: round(measuredMs / floorMs),
      unit: "",
      target: { op: "<=", value: cpuBudgetOverFloor },
      details,
    },
  ];
}

/** Runs each kind of load in turn, `rounds` times over, so a busy moment of the machine falls on all of them. */
async function interleaved(kinds, rounds, runOne) {
  const runs = Object.fromEntries(kinds.map((kind) => [kind, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const kind of kinds) runs[kind].push(await runOne(kind));
  }
  return runs;
}

/** The runs of one kind taken together: throughput over their whole time, and every response time. */
function combine(runs) {
  const succeeded = runs.reduce((total, run) => total + run.succeeded, 0);
  const seconds = runs.reduce((total, run) => total + run.seconds, 0);
  const problems = runs.map(loadProblem).filter(Boolean);
  return { throughput: succeeded / seconds, latency: summarize(runs.flatMap((run) => run.latencies)), responses: succeeded, problems };
}

const latencyDetails = (summary) => ({
  count: summary.count,
  medianMs: round(summary.median),
  p95Ms: round(summary.p95),
  p99Ms: round(summary.p99),
  maxMs: round(summary.max),
});

export async function run({ distDir, quick, log }) {
  const settings = quick
    ? { organizations: 6, rounds: 1, throughputSeconds: 2, latencySeconds: 2, connections: 8 }
    : { organizations: 40, rounds: 2, throughputSeconds: 4, latencySeconds: 4, connections: 10 };
  const servers = [];
  try {
    log("starting the API (embedded service) and a console that reaches it over HTTP…");
    const api = await startServer({ distDir, env: { SWITCHBOARD_DEMO_DATA: "false" } });
    servers.push(api);
    const remoteConsole = await startServer({
      distDir,
      env: { SWITCHBOARD_DEMO_DATA: "false", AGENT_API_US_URL: api.baseUrl, AGENT_API_EU_URL: `${api.baseUrl}/regions/eu` },
    });
    servers.push(remoteConsole);

    log(`creating ${settings.organizations} organizations with an agent each, connected to both consoles…`);
    const organizations = await createApiOrganizations(api.baseUrl, settings.organizations);
    const remote = await connectToConsole(remoteConsole.baseUrl, organizations);
    const embedded = await connectToConsole(api.baseUrl, organizations);

    const loads = {
      direct: { baseUrl: api.baseUrl, requests: remote.targets.map((target) => target.direct) },
      proxy: { baseUrl: remoteConsole.baseUrl, requests: remote.targets.map((target) => target.proxy) },
      inProcess: { baseUrl: api.baseUrl, requests: embedded.targets.map((target) => target.proxy) },
      consoleFloor: { baseUrl: remoteConsole.baseUrl, requests: [floorRequest] },
      apiFloor: { baseUrl: api.baseUrl, requests: [floorRequest] },
    };
    const kinds = Object.keys(loads);
    const proxiedKinds = ["direct", "proxy", "inProcess"];
    // CPU time each server spends per answer: what the proxy costs, whatever else the machine is doing.
    const processes = { api: servingPid(api.pid, api.port), console: servingPid(remoteConsole.pid, remoteConsole.port) };
    const cpuSpent = Object.fromEntries(kinds.map((kind) => [kind, { api: 0, console: 0, answers: 0 }]));
    const measuringCpu = async (kind, work) => {
      const before = { api: cpuMilliseconds(processes.api), console: cpuMilliseconds(processes.console) };
      const result = await work();
      cpuSpent[kind].api += cpuMilliseconds(processes.api) - before.api;
      cpuSpent[kind].console += cpuMilliseconds(processes.console) - before.console;
      cpuSpent[kind].answers += result.succeeded;
      return result;
    };
    // Warm-up: every route compiled, connections and caches as they are in use.
    for (const kind of kinds) await runLoad({ ...loads[kind], connections: 2, durationSeconds: 1 });

    log(`throughput: ${settings.connections} connections, ${settings.rounds} × ${settings.throughputSeconds} s each…`);
    const saturated = await interleaved(kinds, settings.rounds, (kind) =>
      measuringCpu(kind, () => runLoad({ ...loads[kind], connections: settings.connections, durationSeconds: settings.throughputSeconds })),
    );
    const throughput = Object.fromEntries(kinds.map((kind) => [kind, combine(saturated[kind])]));
    const cpuPerAnswer = (kind, server) => cpuSpent[kind][server] / cpuSpent[kind].answers;
    const cpuMsPerAnswer = Object.fromEntries(
      kinds.map((kind) => [kind, { api: round(cpuPerAnswer(kind, "api")), console: round(cpuPerAnswer(kind, "console")) }]),
    );
    // A server that is not saturated spends more CPU per answer (each answer wakes it on its own, nothing is shared
    // with the next): each budget compares with the floor served at the same rate as the read it is about, on the
    // same server (the console's floor at the proxy's throughput, the API's at the direct read's).
    const floorMs = {};
    for (const [server, kind] of [
      ["console", "proxy"],
      ["api", "direct"],
    ]) {
      const floorRate = Math.max(1, Math.round(throughput[kind].throughput));
      let spent = 0;
      let answers = 0;
      for (let round = 0; round < settings.rounds; round += 1) {
        const before = cpuMilliseconds(processes[server]);
        const result = await runLoad({
          ...loads[`${server}Floor`],
          connections: settings.connections,
          durationSeconds: settings.throughputSeconds,
          overallRate: floorRate,
        });
        spent += cpuMilliseconds(processes[server]) - before;
        answers += result.succeeded;
      }
      floorMs[server] = spent / answers;
      log(`  ${server}Floor at ${floorRate} req/s (the ${kind} read's rate): CPU per answer ${round(floorMs[server])} ms`);
    }
    for (const kind of kinds) {
      const cpu = cpuMsPerAnswer[kind];
      log(
        `  ${kind}: ${Math.round(throughput[kind].throughput)} req/s, median ${round(throughput[kind].latency.median)} ms; CPU per answer: API ${cpu.api} ms, console ${cpu.console} ms`,
      );
    }

    // Latency at a steady rate well below what any of them can take, so the time is the request's own, not queueing.
    const rate = Math.max(20, Math.min(100, Math.round(Math.min(...proxiedKinds.map((kind) => throughput[kind].throughput)) / 4)));
    log(`latency: ${rate} req/s, ${settings.rounds} × ${settings.latencySeconds} s each…`);
    const paced = await interleaved(proxiedKinds, settings.rounds, (kind) =>
      runLoad({ ...loads[kind], connections: settings.connections, durationSeconds: settings.latencySeconds, overallRate: rate }),
    );
    const latency = Object.fromEntries(proxiedKinds.map((kind) => [kind, combine(paced[kind])]));
    for (const kind of proxiedKinds) log(`  ${kind}: median ${round(latency[kind].latency.median)} ms, p95 ${round(latency[kind].latency.p95)} ms`);

    log(`restarting the API with AGENT_SERVICE_FAULTS=latency=${upstreamLatencyMs}ms…`);
    await api.stop({ keepData: true });
    servers.splice(servers.indexOf(api), 1);
    const slowApi = await startServer({
      distDir,
      port: api.port,
      dataDir: api.dataDir,
      env: { SWITCHBOARD_DEMO_DATA: "false", AGENT_SERVICE_FAULTS: `latency=${upstreamLatencyMs}ms` },
    });
    servers.push(slowApi);
    // The fault applies to the API's operations only: the server's own console routes answer at once.
    const consoleRoute = await runLoad({ baseUrl: slowApi.baseUrl, requests: [{ path: "/api/health" }], connections: 2, durationSeconds: 1, overallRate: 50 });
    const consoleRouteMedian = summarize(consoleRoute.latencies).median;
    for (const kind of proxiedKinds) await runLoad({ ...loads[kind], connections: 2, durationSeconds: 1 });
    const slowRate = Math.min(rate, 50);
    log(`latency with a ${upstreamLatencyMs} ms upstream: ${slowRate} req/s, ${settings.rounds} × ${settings.latencySeconds} s each…`);
    const slowRuns = await interleaved(proxiedKinds, settings.rounds, (kind) =>
      runLoad({ ...loads[kind], connections: settings.connections, durationSeconds: settings.latencySeconds, overallRate: slowRate }),
    );
    const slow = Object.fromEntries(proxiedKinds.map((kind) => [kind, combine(slowRuns[kind])]));
    for (const kind of proxiedKinds) log(`  ${kind}: median ${round(slow[kind].latency.median)} ms, p95 ${round(slow[kind].latency.p95)} ms`);

    const problems = Object.fromEntries(
      [
        ...kinds.map((kind) => [`throughput ${kind}`, throughput[kind].problems]),
        ...proxiedKinds.map((kind) => [`latency ${kind}`, latency[kind].problems]),
        ...proxiedKinds.map((kind) => [`slow upstream ${kind}`, slow[kind].problems]),
      ].filter(([, list]) => list.length > 0),
    );
    if (Object.keys(problems).length > 0) log(`NOT every answer was a success: ${JSON.stringify(problems)}`);

    const setup = {
      organizations: settings.organizations,
      connections: settings.connections,
      rounds: settings.rounds,
      route: "GET /api/console/organizations/{id}/agents/{agentId} → GET /external/agents/{id}",
    };
    const throughputDetails = Object.fromEntries(kinds.map((kind) => [`${kind}RequestsPerSecond`, round(throughput[kind].throughput, 1)]));
    const added = (kind, statistic, measured) => round(measured[kind].latency[statistic] - measured.direct.latency[statistic]);
    return [
      {
        id: "proxy.throughput-ratio",
        label: "Proxy throughput ÷ direct (upstream over HTTP)",
        value: round(throughput.proxy.throughput / throughput.direct.throughput, 3),
        unit: "",
        target: { op: ">=", value: 0.85 },
        details: { ...setup, ...throughputDetails, cpuMsPerAnswer, seconds: settings.rounds * settings.throughputSeconds, problems },
      },
      {
        id: "proxy.added-median",
        label: "Proxy added median latency (upstream over HTTP)",
        value: added("proxy", "median", latency),
        unit: "ms",
        target: { op: "<=", value: 2 },
        details: { ...setup, rate, direct: latencyDetails(latency.direct.latency), proxy: latencyDetails(latency.proxy.latency) },
      },
      {
        id: "proxy.added-p95-slow-upstream",
        label: `Proxy added p95 latency, upstream +${upstreamLatencyMs} ms`,
        value: added("proxy", "p95", slow),
        unit: "ms",
        target: { op: "<=", value: 10 },
        details: { ...setup, rate: slowRate, direct: latencyDetails(slow.direct.latency), proxy: latencyDetails(slow.proxy.latency) },
      },
      {
        id: "proxy.in-process.throughput-ratio",
        label: "Proxy throughput ÷ direct (embedded, in-process)",
        value: round(throughput.inProcess.throughput / throughput.direct.throughput, 3),
        unit: "",
        details: { ...setup, ...throughputDetails, cpuMsPerAnswer },
      },
      {
        id: "proxy.in-process.added-median",
        label: "Proxy added median latency (embedded, in-process)",
        value: added("inProcess", "median", latency),
        unit: "ms",
        details: { ...setup, rate, direct: latencyDetails(latency.direct.latency), proxy: latencyDetails(latency.inProcess.latency) },
      },
      {
        id: "proxy.in-process.added-p95-slow-upstream",
        label: `Proxy added p95 latency, embedded +${upstreamLatencyMs} ms`,
        value: added("inProcess", "p95", slow),
        unit: "ms",
        details: { ...setup, rate: slowRate, direct: latencyDetails(slow.direct.latency), proxy: latencyDetails(slow.inProcess.latency) },
      },
      ...["console", "api"].map((server) => ({
        id: `proxy.${server}-floor-cpu-per-answer`,
        label: `Floor: CPU per answer of a bare route handler, ${server === "api" ? "API's" : "console's"} server, at the read's rate`,
        value: round(floorMs[server]),
        unit: "ms",
        details: {
          what: `${floorRequest.path}, a constant without database or session, paced at the rate the ${server === "api" ? "direct" : "proxied"} read ran at`,
          saturatedMs: cpuMsPerAnswer[`${server}Floor`][server],
          saturatedRequestsPerSecond: round(throughput[`${server}Floor`].throughput, 1),
        },
      })),
      ...cpuBudget({
        id: "proxy.console-cpu",
        label: "Console CPU per proxied answer",
        what: "CPU time (user + system) of the console's process ÷ answers through its proxy route (upstream over HTTP)",
        measuredMs: cpuPerAnswer("proxy", "console"),
        floorMs: floorMs.console,
        cpuMsPerAnswer,
      }),
      ...cpuBudget({
        id: "proxy.api-cpu",
        label: "API CPU per simple read (GET /external/agents/{id})",
        what: "CPU time of the API's process ÷ answers when called directly",
        measuredMs: cpuPerAnswer("direct", "api"),
        floorMs: floorMs.api,
        cpuMsPerAnswer,
      }),
      {
        id: "proxy.direct-throughput",
        label: "Direct API throughput (agent detail)",
        value: round(throughput.direct.throughput, 1),
        unit: "req/s",
        details: throughputDetails,
      },
      {
        id: "proxy.console-route-median-with-faults",
        label: `Console route median with API faults +${upstreamLatencyMs} ms`,
        value: round(consoleRouteMedian),
        unit: "ms",
        details: { route: "GET /api/health on the server whose API is delayed", ...latencyDetails(summarize(consoleRoute.latencies)) },
      },
    ];
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }
}
