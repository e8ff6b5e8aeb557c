// `npm run test:reliability`: the fault, bad-input, durability, access and header suites against the production
// build, then one summary table of what they saw. Fails when a suite fails or a must-be-zero figure is not zero.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

import { exitCode, projectRoot, spawnNext } from "./next-bin.mjs";
import { breaches, summaryLines } from "./reliability-summary.mjs";

const distDir = process.env.NEXT_DIST_DIR ?? ".next-test";
const figuresDirectory = path.join(projectRoot, ".data", "reliability");

if (!existsSync(path.join(projectRoot, distDir, "BUILD_ID"))) {
  console.log(`▶ building the app into ${distDir}`);
  const built = await exitCode(spawnNext(["build"], { env: { ...process.env, NEXT_DIST_DIR: distDir } }));
  if (built !== 0) process.exit(built);
}

rmSync(figuresDirectory, { recursive: true, force: true });
const vitest = path.join(projectRoot, "node_modules", ".bin", "vitest");
const suites = await exitCode(
  spawn(vitest, ["run", "--project", "reliability", ...process.argv.slice(2)], {
    cwd: projectRoot,
    stdio: "inherit",
    env: { ...process.env, NEXT_DIST_DIR: distDir },
  }),
);

const figures = existsSync(figuresDirectory)
  ? readdirSync(figuresDirectory)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .map((name) => JSON.parse(readFileSync(path.join(figuresDirectory, name), "utf8")))
  : [];
console.log("\nReliability summary\n");
for (const line of summaryLines(figures)) console.log(line);
const broken = breaches(figures);
for (const breach of broken) console.log(`\nMUST BE 0: ${breach}`);
process.exit(suites !== 0 ? suites : broken.length > 0 ? 1 : 0);
