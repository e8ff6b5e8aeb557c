import { spawn } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

const startScript = path.join(process.cwd(), "lib", "cli", "start.mjs");
let other: http.Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (other ? other.close(resolve) : resolve(undefined)));
  other = undefined;
});

/** Another program on the port that even answers the readiness check, as a second console would. */
async function anotherServer(): Promise<number> {
  other = http.createServer((_request, response) => response.end(JSON.stringify({ status: "ok" })));
  await new Promise<void>((resolve) => other!.listen(0, resolve));
  return (other.address() as AddressInfo).port;
}

function npmStart(port: number): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [startScript], {
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      PORT: String(port),
      NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-test",
    } as Partial<NodeJS.ProcessEnv> as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

describe("npm start on a port that is taken", () => {
  it("says so and stops, instead of reporting ready for the other program", async () => {
    const port = await anotherServer();
    const { code, output } = await npmStart(port);
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} is already in use`);
    expect(output).not.toContain("Switchboard is ready");
    expect(output).not.toContain("EADDRINUSE");
  });
});
