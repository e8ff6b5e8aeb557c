import { spawn, spawnSync } from "node:child_process";

/** The count of a `perf stat -x,` line for `instructions` (user and kernel), or undefined when perf could not count. */
export function instructionsFromPerfCsv(text) {
  for (const line of text.split("\n")) {
    const [value, , event] = line.split(",");
    if (!event?.startsWith("instructions")) continue;
    const count = Number(value);
    return Number.isFinite(count) && value.trim() !== "" ? count : undefined;
  }
  return undefined;
}

let support;

/**
 * Whether `perf` can count instructions on this machine (`perf stat -e instructions true`): many virtual machines
 * expose no hardware counters (perf says `<not supported>`). Answers the reason when it cannot.
 */
export function instructionCounting() {
  if (support) return support;
  const probe = spawnSync("perf", ["stat", "-x,", "-e", "instructions", "true"], { encoding: "utf8" });
  if (probe.error) support = { isSupported: false, reason: "perf is not installed" };
  else if (instructionsFromPerfCsv(probe.stderr ?? "") === undefined) {
    support = { isSupported: false, reason: "perf cannot count instructions here (no hardware counters: `perf stat -e instructions true` says not supported)" };
  } else support = { isSupported: true };
  return support;
}

/**
 * Counts the instructions a running process executes from now until `stop()` (perf attached to its pid, all its
 * threads). Answers undefined from `stop()` when perf cannot count here; check `instructionCounting()` first.
 */
export function countInstructions(pid) {
  if (!instructionCounting().isSupported) return { stop: async () => undefined };
  const child = spawn("perf", ["stat", "-x,", "-e", "instructions", "-p", String(pid)], { stdio: ["ignore", "ignore", "pipe"] });
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    async stop() {
      child.kill("SIGINT");
      await exited;
      return instructionsFromPerfCsv(output);
    },
  };
}
