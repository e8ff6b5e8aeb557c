import { createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { seedTestUsers } from "./seed-users.mjs";
import { testPassword, testUsers } from "./test-users.mjs";
import { spawnServer, waitForHealth } from "../../lib/cli/next-bin.mjs";

/** The vault master key of every test server, so tests can check what the vault holds. */
export const testVaultMasterKey = `1:${Buffer.alloc(32, 7).toString("base64")}`;

/** The embedded service's super-admin keys in every test server. */
export const testSuperAdminKeys = {
  us: "sa_test_us_0123456789abcdefghijklmnop",
  eu: "sa_test_eu_0123456789abcdefghijklmnop",
};

/** Where `npm test` builds the app; the test servers serve that build. */
export const testDistDir = process.env.NEXT_DIST_DIR ?? ".next-test";

/**
 * Starts the built app on its own port with a fresh data directory (and, with `databaseUrl`,
 * on that PostgreSQL database), seeded with one user per role. Given an existing `dataDir`,
 * starts on it as it is, like a restart.
 */
export async function startTestServer({ port, databaseUrl, dataDir: existingDataDir, env = {}, seed = !existingDataDir }) {
  const dataDir = existingDataDir ?? mkdtempSync(path.join(tmpdir(), "switchboard-test-"));
  if (seed) await seedTestUsers(databaseUrl ? { databaseUrl } : { dataDir });
  const baseUrl = `http://localhost:${port}`;
  const logFile = path.join(dataDir, "server.log");
  const log = createWriteStream(logFile, { flags: "a" });
  const child = spawnServer(port, {
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_DIST_DIR: testDistDir,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      CONSOLE_ADMIN_EMAIL: testUsers.superadmin.email,
      CONSOLE_ADMIN_PASSWORD: testPassword,
      VAULT_MASTER_KEY: testVaultMasterKey,
      AGENT_SERVICE_SUPER_ADMIN_KEY: testSuperAdminKeys.us,
      AGENT_SERVICE_SUPER_ADMIN_KEY_EU: testSuperAdminKeys.eu,
      AGENT_SERVICE_JOB_LEASE_SECONDS: "3",
      WEBHOOK_ALLOWED_HOSTS: "127.0.0.1,localhost",
      SCRAPER_ALLOWED_HOSTS: "127.0.0.1,localhost",
      // The tests stand in for one proxy: the address a test's session writes to X-Forwarded-For is its client's.
      TRUSTED_PROXY_COUNT: "1",
      ...env,
    },
  });
  // The server's output goes to the terminal as usual, and to a log file tests can search.
  for (const stream of [child.stdout, child.stderr]) {
    stream.on("data", (chunk) => {
      process.stdout.write(chunk);
      log.write(chunk);
    });
  }
  await waitForHealth(baseUrl, { child, timeoutMs: 60_000 });
  return {
    baseUrl,
    dataDir,
    logFile,
    /** Stops the server (SIGKILL: as if it crashed); `keepData` leaves the data directory for a restart. */
    async stop({ keepData = false, signal = "SIGTERM" } = {}) {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill(signal);
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
        if (child.exitCode === null) child.kill("SIGKILL");
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
