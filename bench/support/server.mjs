import { spawn } from "node:child_process";
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const nextBin = path.join(projectRoot, "node_modules", "next", "dist", "bin", "next");

/** The console's super-admin in every bench server (created on first start from these). */
export const benchAdmin = { email: "bench@switchboard.test", password: "bench-password-0123456789" };
/** Fixed secrets, so a bench server keeps them across a restart on the same data directory. */
export const benchVaultMasterKey = `1:${Buffer.alloc(32, 11).toString("base64")}`;
export const benchSuperAdminKeys = { us: "sa_bench_us_0123456789abcdefghijklmn", eu: "sa_bench_eu_0123456789abcdefghijklmn" };
const benchAuthSecret = "bench-auth-secret-0123456789abcdefghijklmnopqrstuvwxyz";

/** A port nothing listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `/api/health` until it answers 200; resolves with the moment it did (performance.now()). */
export async function waitForHealthy(baseUrl, { child, timeoutMs = 90_000, intervalMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      if (response.ok) return performance.now();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${baseUrl} did not become healthy within ${timeoutMs / 1000} s`);
}

/**
 * Starts the production build in `distDir` (`next start`) on a free port, with a fresh data directory
 * (PGlite) unless one is given, and waits for its first 200 on /api/health. The server's output goes to
 * `server.log` in the data directory, not to the terminal. `nodeArgs` go to Node itself (e.g. `--cpu-prof`
 * to see where a benchmark's time goes). Resolves with how long the start took.
 */
export async function startServer({ distDir = ".next-bench", port, dataDir, env = {}, nodeArgs = [] } = {}) {
  const isFreshDirectory = !dataDir;
  const directory = dataDir ?? mkdtempSync(path.join(tmpdir(), "switchboard-bench-"));
  const listenPort = port ?? (await freePort());
  const baseUrl = `http://localhost:${listenPort}`;
  const logFile = path.join(directory, "server.log");
  const log = createWriteStream(logFile, { flags: "a" });
  const startedAt = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, nextBin, "start", "--port", String(listenPort)], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: distDir,
      NEXT_TELEMETRY_DISABLED: "1",
      DATA_DIR: directory,
      AUTH_SECRET: benchAuthSecret,
      CONSOLE_ADMIN_EMAIL: benchAdmin.email,
      CONSOLE_ADMIN_PASSWORD: benchAdmin.password,
      VAULT_MASTER_KEY: benchVaultMasterKey,
      AGENT_SERVICE_SUPER_ADMIN_KEY: benchSuperAdminKeys.us,
      AGENT_SERVICE_SUPER_ADMIN_KEY_EU: benchSuperAdminKeys.eu,
      ...env,
    },
  });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  try {
    const healthyAt = await waitForHealthy(baseUrl, { child });
    return {
      baseUrl,
      port: listenPort,
      pid: child.pid,
      dataDir: directory,
      logFile,
      startMs: healthyAt - startedAt,
      /** Stops the server; `keepData` leaves the data directory for a restart on it. */
      async stop({ keepData = false } = {}) {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGTERM");
          const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
          await exited;
          clearTimeout(timer);
        }
        log.end();
        if (!keepData) rmSync(directory, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill("SIGKILL");
    await exited;
    log.end();
    const logText = readFileSync(logFile, "utf8").trim().split("\n").slice(-5).join("\n");
    if (isFreshDirectory) rmSync(directory, { recursive: true, force: true });
    throw new Error(`${error.message}; the server's last words:\n${logText}`);
  }
}
