import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");

export type FreshConsole = {
  baseUrl: string;
  /** The sign-in the first start printed. */
  email: string;
  password: string;
  /** Everything `npm start` printed so far. */
  output: () => string;
  stop: () => Promise<void>;
};

/** The first super-admin's sign-in, as the first start prints it. */
export function printedSignIn(output: string) {
  const email = /^\s*email:\s+(\S+)\s*$/m.exec(output)?.[1];
  const password = /^\s*password:\s+(\S+)\s*$/m.exec(output)?.[1];
  return email && password ? { email, password } : undefined;
}

/**
 * `npm start` as the README gives it, on a fresh data folder, with no other setting: only PORT, DATA_DIR and the
 * process basics (PATH, HOME). NEXT_DIST_DIR points it at the build `npm test` has just made from the same
 * sources (`npm start` still checks that build is fresh, and builds first when it is not, as on a first start).
 */
export async function startFreshConsole(port: number, { timeoutMs = 300_000 } = {}): Promise<FreshConsole> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "switchboard-first-hour-"));
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    PORT: String(port),
    DATA_DIR: dataDir,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-test",
  };
  // Not even NODE_ENV: `npm start` sets what it needs.
  const child = spawn("npm", ["start"], {
    cwd: projectRoot,
    env: env as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.FIRST_HOUR_VERBOSE) process.stdout.write(chunk);
    });
  }
  const stop = () => stopGroup(child).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  try {
    await waitFor(
      () => output.includes("Switchboard is ready"),
      child,
      timeoutMs,
      () => output,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const signIn = printedSignIn(output);
  if (!signIn) {
    await stop();
    throw new Error(`the first start printed no sign-in:\n${output}`);
  }
  return { baseUrl: `http://localhost:${port}`, ...signIn, output: () => output, stop };
}

async function waitFor(condition: () => boolean, child: ChildProcess, timeoutMs: number, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (hasExited(child)) throw new Error(`npm start exited (${child.exitCode ?? child.signalCode}):\n${output()}`);
    if (Date.now() > deadline) throw new Error(`npm start was not ready within ${timeoutMs / 1000} s:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops npm and the servers it started (one process group), as Ctrl-C would. */
async function stopGroup(child: ChildProcess) {
  if (hasExited(child) || !child.pid) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  signalGroup(child.pid, "SIGINT");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  signalGroup(child.pid, "SIGKILL");
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Signals every process of the group; one that has already gone is no error. */
function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
}
