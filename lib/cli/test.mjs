// `npm test`: type check, lint, unit tests, a production build, HTTP integration tests, reliability tests with
// their summary table, browser tests, and the first-hour browser suite on a console started as a newcomer starts it.
// Stops at the first step that fails. Chromium comes from the system, never downloaded.
import { spawn } from "node:child_process";
import path from "node:path";

import { findChromium } from "./chromium.mjs";
import { projectRoot } from "./next-bin.mjs";

const chromium = findChromium();
if (!chromium) {
  console.error("Browser tests need Chromium: install it with `apt-get install chromium` (or set CHROMIUM_PATH).");
  process.exit(1);
}

const bin = (name) => path.join(projectRoot, "node_modules", ".bin", name);
const steps = [
  ["type check", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), ["--max-warnings", "0", "."]],
  ["unit tests", bin("vitest"), ["run", "--project", "unit"]],
  ["build", bin("next"), ["build"], { NEXT_DIST_DIR: ".next-test" }],
  ["integration tests", bin("vitest"), ["run", "--project", "integration"]],
  ["reliability tests", process.execPath, [path.join(projectRoot, "lib", "cli", "reliability.mjs")], { NEXT_DIST_DIR: ".next-test" }],
  ["browser tests", bin("playwright"), ["test"]],
  // `npm start` on a fresh data folder with no settings, every role set up by clicking.
  ["first-hour tests", bin("playwright"), ["test", "--config", "playwright.first-hour.config.ts"], { NEXT_DIST_DIR: ".next-test" }],
];

function run(command, args, env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectRoot, stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const results = [];
for (const [name, command, args, env] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args, env);
  results.push({ name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (code !== 0) break;
}

console.log("\nstep                  result   time");
for (const { name, ok, seconds } of results) {
  console.log(`${name.padEnd(22)}${(ok ? "passed" : "FAILED").padEnd(9)}${seconds} s`);
}
const failed = results.filter((result) => !result.ok).length;
const skipped = steps.length - results.length;
console.log(`\nsteps: ${results.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(failed === 0 ? 0 : 1);
