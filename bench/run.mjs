// `npm run bench [-- --quick] [--compare] [area …]`: builds the app into .next-bench when its sources changed, runs
// each benchmark area, writes bench/results.json and prints every figure beside its target (and, with --compare,
// beside the committed figures).
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { committedFigures, compareFigures, formatComparison } from "./support/compare.mjs";
import { formatTable } from "./support/table.mjs";
import { isBuildFresh } from "../lib/cli/build-freshness.mjs";

const projectRoot = path.resolve(import.meta.dirname, "..");
// Two people benching one checkout at once give each run its own build folder and results file.
const distDir = process.env.BENCH_DIST_DIR ?? ".next-bench";
const resultsFile = process.env.BENCH_RESULTS ? path.resolve(process.env.BENCH_RESULTS) : path.join(import.meta.dirname, "results.json");

/** Every area, in the order they run; an area's module may not exist yet. */
const areas = [
  { name: "footprint", file: "footprint.mjs" },
  { name: "proxy", file: "proxy.mjs" },
  { name: "handoff", file: "handoff.mjs" },
  { name: "pages", file: "pages.mjs" },
  { name: "scale", file: "scale.mjs" },
  { name: "lists", file: "lists.mjs" },
  { name: "answer-quality", file: "answer-quality.mjs" },
  { name: "widget", file: "widget.mjs" },
  { name: "instances", file: "instances.mjs" },
];

const usage = `Usage: node bench/run.mjs [--quick] [--no-build] [--compare] [area …]
  --quick     fewer and shorter measurements (a smoke run)
  --no-build  serve the build in ${distDir} as it is, even when the sources are newer
  --compare   print each figure beside the committed bench/results.json (value, committed value, ratio, target);
              without an area, compares the figures of the latest run (bench/results.json as it is) and runs nothing
  area        only these areas: ${areas.map((area) => area.name).join(", ")}`;

const args = process.argv.slice(2);
const flags = new Set(["--quick", "--no-build", "--compare"]);
const quick = args.includes("--quick");
const compare = args.includes("--compare");
const skipBuild = args.includes("--no-build");
const named = args.filter((arg) => !arg.startsWith("-"));
const unknown = args.filter((arg) => (arg.startsWith("-") ? !flags.has(arg) : !areas.some((area) => area.name === arg)));
if (args.includes("--help") || args.includes("-h")) {
  console.log(usage);
  process.exit(0);
}
if (unknown.length > 0) {
  console.error(`Unknown ${unknown.join(", ")}.\n${usage}`);
  process.exit(2);
}
const selected = named.length > 0 ? areas.filter((area) => named.includes(area.name)) : areas;

/** Prints figures beside the committed ones; says so when nothing is committed to compare with. */
function printComparison(figures) {
  const committed = committedFigures(projectRoot);
  if (!committed) {
    console.log("\nNo committed bench/results.json to compare with.");
    return;
  }
  console.log(`\nBeside the committed bench/results.json (ratio = this run ÷ committed):\n${formatComparison(compareFigures(figures, committed))}`);
}

if (compare && named.length === 0) {
  const latest = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, "utf8")) : undefined;
  if (!latest) {
    console.error("bench/results.json does not exist yet: run some areas first.");
    process.exit(2);
  }
  console.log(`The latest run (${latest.startedAt}${latest.quick ? ", quick" : ""}), nothing run now.`);
  printComparison(latest.figures ?? []);
  process.exit(0);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One build at a time into .next-bench: a second run waits for the first one's build, then uses it if fresh. */
async function withBuildLock(work) {
  const lockFile = path.join(projectRoot, `${distDir}.lock`);
  for (;;) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: "wx" });
      break;
    } catch {
      const holder = Number(readFileSync(lockFile, "utf8"));
      if (!isAlive(holder)) rmSync(lockFile, { force: true });
      else {
        console.log(`Waiting for the build another run (pid ${holder}) is making in ${distDir}…`);
        await sleep(5000);
      }
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lockFile, { force: true });
  }
}

/** Builds into .next-bench; the build rewrites tsconfig.json, which is put back as it was (content and time). */
async function build() {
  const tsconfig = path.join(projectRoot, "tsconfig.json");
  const before = { text: readFileSync(tsconfig, "utf8"), stats: statSync(tsconfig) };
  const nextBin = path.join(projectRoot, "node_modules", "next", "dist", "bin", "next");
  const child = spawn(process.execPath, [nextBin, "build"], {
    cwd: projectRoot,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  const code = await new Promise((resolve) => child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  if (readFileSync(tsconfig, "utf8") !== before.text) {
    writeFileSync(tsconfig, before.text);
    utimesSync(tsconfig, before.stats.atime, before.stats.mtime);
  }
  if (code !== 0) throw new Error(`the build failed (exit code ${code})`);
}

const log = (line) => console.log(`    ${line}`);
const startedAt = new Date();
const started = performance.now();

if (skipBuild) {
  console.log(`Using the build in ${distDir} as it is (--no-build).`);
} else {
  await withBuildLock(async () => {
    if (isBuildFresh(projectRoot, distDir)) {
      console.log(`The build in ${distDir} is up to date.`);
      return;
    }
    console.log(`Building into ${distDir} (first run, or the sources changed)…`);
    const buildStarted = performance.now();
    await build();
    console.log(`Built in ${Math.round((performance.now() - buildStarted) / 1000)} s.`);
  });
}

const figures = [];
const runs = {};
for (const area of selected) {
  const file = path.join(import.meta.dirname, area.file);
  if (!existsSync(file)) {
    console.log(`\n[${area.name}] bench/${area.file} does not exist yet: skipped.`);
    runs[area.name] = { skipped: "module missing" };
    continue;
  }
  const areaStarted = performance.now();
  try {
    const areaModule = await import(pathToFileURL(file).href);
    console.log(`\n[${area.name}] ${areaModule.title ?? area.name}${quick ? " (quick)" : ""}`);
    const produced = await areaModule.run({ distDir, projectRoot, quick, log });
    for (const figure of produced) figures.push({ area: area.name, ...figure });
    runs[area.name] = { durationMs: Math.round(performance.now() - areaStarted), figures: produced.length };
  } catch (error) {
    console.error(`[${area.name}] failed: ${error?.stack ?? error}`);
    runs[area.name] = { durationMs: Math.round(performance.now() - areaStarted), error: String(error?.message ?? error) };
  }
  console.log(`[${area.name}] ${Math.round((performance.now() - areaStarted) / 1000)} s`);
}

// A run of some areas keeps the latest figures of the others.
const ran = new Set(selected.map((area) => area.name));
const previous = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, "utf8")) : undefined;
const kept = named.length > 0 ? (previous?.figures ?? []).filter((figure) => !ran.has(figure.area)) : [];
const results = {
  machine: {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    memory: os.totalmem(),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
  },
  startedAt: startedAt.toISOString(),
  durationMs: Math.round(performance.now() - started),
  quick,
  areas: { ...(named.length > 0 ? previous?.areas : {}), ...runs },
  figures: [...kept, ...figures],
};
writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);

console.log(`\n${formatTable(figures)}`);
if (compare) printComparison(figures);
console.log(`\n${figures.length} figures in ${Math.round(results.durationMs / 1000)} s; written to bench/results.json.`);
const failed = Object.entries(runs).filter(([, run]) => run.error);
if (failed.length > 0) {
  console.error(`Areas that failed: ${failed.map(([name]) => name).join(", ")}.`);
  process.exitCode = 1;
}
