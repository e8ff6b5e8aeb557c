import { defineConfig } from "@playwright/test";

import { chromiumArgs, findChromium } from "./lib/cli/chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3105);
const baseURL = `http://localhost:${port}`;
/** The saved sign-in, one per server port: runs side by side each sign in to their own server. */
export const superadminState = `e2e/.auth/superadmin-${port}.json`;

export default defineConfig({
  testDir: "e2e",
  // The first-hour suite starts its own console as a newcomer would: `npm run test:first-hour`.
  testIgnore: "first-hour/**",
  fullyParallel: true,
  // One at a time on CI's two cores: the server, Chromium and axe already fill them, and a second worker made
  // pages slow enough to run past their time.
  workers: process.env.CI ? 1 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  // Axe over a whole page takes seconds of CPU on its own on two cores.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
  projects: [
    { name: "setup", testMatch: /.*\.setup\.ts/ },
    { name: "ui", testMatch: /.*\.spec\.ts/, dependencies: ["setup"] },
  ],
  webServer: {
    command: "node tests/support/serve-for-e2e.mjs",
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
