// `npm start`: builds when the sources are newer than the last build, then serves the console.
// `npm run dev`: the same with the development server.
import { isBuildFresh } from "./build-freshness.mjs";
import { exitCode, projectRoot, spawnNext, spawnServer, waitForHealth } from "./next-bin.mjs";
import { describeBusyPort, isPortFree } from "./port.mjs";

const isDev = process.argv.includes("--dev");
const port = process.env.PORT || "3000";
const baseUrl = `http://localhost:${port}`;

// A taken port would otherwise answer the readiness check for this server, which then dies on EADDRINUSE.
if (!(await isPortFree(port))) {
  console.error(describeBusyPort(port));
  process.exit(1);
}

if (!isDev && !isBuildFresh(projectRoot, process.env.NEXT_DIST_DIR || ".next")) {
  console.log("Building Switchboard (first start, or the sources changed)…");
  const code = await exitCode(spawnNext(["build"]));
  if (code !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(code);
  }
}

// Production goes through the console's server, which tells the app each connection's address; the development
// server reports none, so there every client shares the address "unknown".
const server = isDev ? spawnNext(["dev", "--port", port]) : spawnServer(port);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

try {
  await waitForHealth(baseUrl, { child: server, timeoutMs: isDev ? 300_000 : 120_000 });
  console.log(`\n  Switchboard is ready: ${baseUrl}\n`);
} catch (error) {
  console.error(`Switchboard did not start: ${error.message}`);
  server.kill("SIGTERM");
}
