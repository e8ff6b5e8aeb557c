import { spawn } from "node:child_process";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const nextBin = path.join(projectRoot, "node_modules", "next", "dist", "bin", "next");

/** Runs the Next.js command line with the given arguments; resolves with the child process. */
export function spawnNext(args, options = {}) {
  return spawn(process.execPath, [nextBin, ...args], { cwd: projectRoot, stdio: "inherit", ...options });
}

/** Serves the production build on `port` through the console's server (`serve.mjs`); resolves with the child process. */
export function spawnServer(port, options = {}) {
  const serve = path.join(projectRoot, "lib", "cli", "serve.mjs");
  return spawn(process.execPath, [serve, "--port", String(port)], { cwd: projectRoot, stdio: "inherit", ...options });
}

export function exitCode(child) {
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

/** Polls the health route until it answers 200, or fails after the timeout. */
export async function waitForHealth(baseUrl, { timeoutMs = 120_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return response.json();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${baseUrl} did not become healthy within ${timeoutMs / 1000} s`);
}
