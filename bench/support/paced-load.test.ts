import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { dueAtMs, runPacedLoad } from "./paced-load.mjs";

const arrivals: number[] = [];
const server = createServer((request, response) => {
  arrivals.push(performance.now());
  response.writeHead(request.url === "/missing" ? 404 : 200).end("ok");
});
let baseUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("paced load", () => {
  it("spaces requests evenly", () => {
    expect([0, 1, 2, 40].map((index) => dueAtMs(index, 40))).toEqual([0, 25, 50, 1000]);
  });

  it("sends rate × duration requests spread over the whole time, not in a burst, and counts every answer", async () => {
    arrivals.length = 0;
    const result = await runPacedLoad({ baseUrl, requests: [{ path: "/a" }, { path: "/missing" }], rate: 40, durationSeconds: 0.5 });
    expect(result.responses).toBe(20);
    expect(result.statuses).toEqual({ 200: 10, 404: 10 });
    expect(result.succeeded).toBe(10);
    // Spread over the whole time (a burst would bring them all within the first few milliseconds).
    const firstTenth = arrivals.filter((at) => at - arrivals[0]! < 100).length;
    expect(firstTenth).toBeLessThanOrEqual(8);
    expect(arrivals.at(-1)! - arrivals[0]!).toBeGreaterThan(400);
  });
});
