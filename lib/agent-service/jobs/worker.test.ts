import { describe, expect, it } from "vitest";

import type { Database } from "@/lib/db";

import { registerJobHandler, startJobWorker, wakeJobWorker } from "./worker";

/** A database that has no job to give: it only counts the worker's attempts to claim one. */
function emptyQueue() {
  const queue = { claims: 0 };
  const db = {
    execute: async () => {
      queue.claims += 1;
      return { rows: [] };
    },
  } as unknown as Database;
  return { db, queue };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("wakeJobWorker", () => {
  it("wakes as many idle lanes as jobs were queued, and every idle lane when it is not told how many", async () => {
    registerJobHandler("test-kind", async () => undefined);
    const { db, queue } = emptyQueue();
    startJobWorker(db, { leaseSeconds: 30, pollMs: 60_000, concurrency: 3 });
    await settle();
    expect(queue.claims).toBe(3);

    wakeJobWorker(1);
    await settle();
    expect(queue.claims).toBe(4);

    wakeJobWorker(0);
    await settle();
    expect(queue.claims).toBe(4);

    wakeJobWorker();
    await settle();
    expect(queue.claims).toBe(7);
  });
});
