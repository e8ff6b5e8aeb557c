// The app server the browser tests run against: the test build, a fresh PGlite data directory
// (the default a newcomer gets), seeded with one user per role. Stops with its parent.
import { startTestServer } from "./test-server.mjs";

const port = Number(process.env.E2E_PORT ?? 3105);
const server = await startTestServer({ port });
console.log(`e2e server ready at ${server.baseUrl}`);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await server.stop();
  process.exit(0);
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
process.stdin.on("end", stop);
process.stdin.resume();
