// Footprint: how long the built app takes from spawn to its first 200 on /api/health (a fresh data directory,
// then a restart on it), and the resident memory of the process that serves, idle and under the proxy load.
import { runLoad } from "./support/load.mjs";
import { processTree, residentBytes, sampleResidentMemory, servingPid } from "./support/processes.mjs";
import { connectToConsole, createApiOrganizations } from "./support/proxy-targets.mjs";
import { startServer } from "./support/server.mjs";
import { round, summarize } from "./support/stats.mjs";

export const title = "Footprint";

const mebibytes = (bytes) => round(bytes / 1024 / 1024, 1);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function memoryOf(server) {
  const pid = servingPid(server.pid, server.port);
  if (!pid) throw new Error(`no process of the server (pid ${server.pid}) listens on port ${server.port}`);
  const tree = processTree(server.pid);
  return { pid, isSpawnedProcess: pid === server.pid, processes: tree.length, treeBytes: tree.reduce((total, each) => total + (residentBytes(each) ?? 0), 0) };
}

export async function run({ distDir, quick, log }) {
  const settings = quick ? { idleSeconds: 1, loadSeconds: 2, organizations: 4 } : { idleSeconds: 3, loadSeconds: 6, organizations: 8 };
  let server;
  try {
    log("first start on a fresh data directory (migrations, demo data)…");
    server = await startServer({ distDir });
    const firstStartMs = server.startMs;
    const { port, dataDir } = server;
    await server.stop({ keepData: true });

    log("cold start on that data directory…");
    server = await startServer({ distDir, port, dataDir });
    const coldStartMs = server.startMs;
    log(`  first start ${Math.round(firstStartMs)} ms, cold start ${Math.round(coldStartMs)} ms`);

    // Idle: after the start's own work (migrations checked, job worker started) has settled.
    await sleep(2000);
    const memory = memoryOf(server);
    const idleSampler = sampleResidentMemory(memory.pid);
    await sleep(settings.idleSeconds * 1000);
    const idle = summarize(idleSampler.stop());

    log(`resident memory under the proxy load (${settings.loadSeconds} s)…`);
    const organizations = await createApiOrganizations(server.baseUrl, settings.organizations);
    const { targets } = await connectToConsole(server.baseUrl, organizations);
    const loadSampler = sampleResidentMemory(memory.pid);
    const load = await runLoad({
      baseUrl: server.baseUrl,
      requests: targets.map((target) => target.proxy),
      connections: 10,
      durationSeconds: settings.loadSeconds,
    });
    const underLoad = summarize(loadSampler.stop());
    const afterLoad = memoryOf(server);
    log(`  idle ${mebibytes(idle.median)} MiB, under load peak ${mebibytes(underLoad.max)} MiB (${Math.round(load.throughput)} req/s)`);

    const processDetails = { servingPid: memory.pid, servedBySpawnedProcess: memory.isSpawnedProcess, processesInTree: memory.processes };
    return [
      {
        id: "footprint.cold-start",
        label: "Cold start to first 200 on /api/health",
        value: Math.round(coldStartMs),
        unit: "ms",
        details: { what: "spawn of `next start` on an existing data directory until /api/health answers 200 (polled every 50 ms)" },
      },
      {
        id: "footprint.first-start",
        label: "First start (fresh data: migrations, demo data)",
        value: Math.round(firstStartMs),
        unit: "ms",
      },
      {
        id: "footprint.rss-idle",
        label: "Resident memory, idle",
        value: mebibytes(idle.median),
        unit: "MiB",
        details: { ...processDetails, samples: idle.count, treeMiB: mebibytes(memory.treeBytes) },
      },
      {
        id: "footprint.rss-under-load",
        label: "Resident memory under the proxy load (peak)",
        value: mebibytes(underLoad.max),
        unit: "MiB",
        details: {
          ...processDetails,
          medianMiB: mebibytes(underLoad.median),
          samples: underLoad.count,
          treeMiBAfter: mebibytes(afterLoad.treeBytes),
          requestsPerSecond: round(load.throughput, 1),
          seconds: settings.loadSeconds,
        },
      },
    ];
  } finally {
    await server?.stop();
  }
}
