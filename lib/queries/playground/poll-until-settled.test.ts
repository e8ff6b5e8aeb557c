import { describe, expect, it } from "vitest";

import { isAbortError, pollDelay, pollUntilSettled, PollTimeoutError } from "./poll-until-settled";

type Result = { status: "pending" | "completed" | "failed"; value?: string };

function reader(results: Result[]) {
  let calls = 0;
  return { read: async () => results[Math.min(calls++, results.length - 1)]!, calls: () => calls };
}

describe("pollUntilSettled", () => {
  it("waits quickly at first, then every 2 seconds", () => {
    expect([0, 1, 2, 3, 10].map(pollDelay)).toEqual([500, 1_000, 2_000, 2_000, 2_000]);
  });

  it("reads until the result is completed, and returns it", async () => {
    const source = reader([{ status: "pending" }, { status: "pending" }, { status: "completed", value: "answer" }]);
    const slept: number[] = [];
    const result = await pollUntilSettled(source.read, { sleep: async (ms) => void slept.push(ms) });
    expect(result).toEqual({ status: "completed", value: "answer" });
    expect(slept).toEqual([500, 1_000, 2_000]);
  });

  it("returns a failed result as it is, for the caller to show why", async () => {
    const source = reader([{ status: "failed", value: "the model is down" }]);
    expect(await pollUntilSettled(source.read, { sleep: async () => {} })).toEqual({ status: "failed", value: "the model is down" });
  });

  it("gives up after the timeout with an error saying so", async () => {
    let clock = 0;
    const source = reader([{ status: "pending" }]);
    const waiting = pollUntilSettled(source.read, { timeoutMs: 5_000, now: () => clock, sleep: async (ms) => void (clock += ms) });
    await expect(waiting).rejects.toBeInstanceOf(PollTimeoutError);
    await expect(waiting).rejects.toThrow("No answer after 5 seconds");
  });

  it("stops when aborted, without reading again", async () => {
    const controller = new AbortController();
    const source = reader([{ status: "pending" }]);
    const waiting = pollUntilSettled(source.read, { signal: controller.signal });
    controller.abort();
    const error = await waiting.catch((caught: unknown) => caught);
    expect(isAbortError(error)).toBe(true);
    expect(source.calls()).toBe(0);
  });

  it("ends the wait with the error of a read that fails", async () => {
    const failing = async (): Promise<Result> => {
      throw new Error("429");
    };
    await expect(pollUntilSettled(failing, { sleep: async () => {} })).rejects.toThrow("429");
  });
});
