import { defineConfig } from "@playwright/test";

import { chromiumArgs, findChromium } from "./lib/cli/chromium.mjs";

/**
 * The first hour of every role, as a newcomer meets it: the suite starts `npm start` itself with nothing but a
 * port and a data folder, signs in with what the first start printed and sets everything up by clicking.
 */
export default defineConfig({
  testDir: "e2e/first-hour",
  testMatch: /.*\.spec\.ts/,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report/first-hour" }]],
  outputDir: "test-results-first-hour",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath: findChromium(), args: chromiumArgs },
  },
});
