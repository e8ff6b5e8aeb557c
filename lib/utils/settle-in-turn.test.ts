import { describe, expect, it } from "vitest";

import { settleInTurn } from "./settle-in-turn";

describe("settleInTurn", () => {
  it("runs the action for each item in order, each after the one before has finished", async () => {
    const log: string[] = [];
    const outcome = await settleInTurn(["a", "b", "c"], async (item) => {
      log.push(`start ${item}`);
      await new Promise((resolve) => setTimeout(resolve, item === "a" ? 20 : 0));
      log.push(`end ${item}`);
    });
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(outcome).toEqual({ done: ["a", "b", "c"], failed: [] });
  });

  it("notes each refusal with its reason and goes on with the rest", async () => {
    const outcome = await settleInTurn([1, 2, 3, 4], async (item) => {
      if (item === 2) throw new Error("Only operators are given specific agents.");
      if (item === 3) throw "not an error";
    });
    expect(outcome.done).toEqual([1, 4]);
    expect(outcome.failed).toEqual([
      { item: 2, reason: "Only operators are given specific agents." },
      { item: 3, reason: "It could not be changed." },
    ]);
  });

  it("says the fallback reason it is given for a failure without a message", async () => {
    const outcome = await settleInTurn(["x"], () => Promise.reject(new Error("")), "It could not be removed.");
    expect(outcome.failed).toEqual([{ item: "x", reason: "It could not be removed." }]);
  });
});
