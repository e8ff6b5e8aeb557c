import { describe, expect, it } from "vitest";

import { initialStreamStatus, nextStreamStatus, pollAfterMs, shouldPoll, streamStatusLabel } from "./stream-status";

describe("nextStreamStatus", () => {
  it("goes live when the stream says it is ready", () => {
    expect(nextStreamStatus(initialStreamStatus, { type: "ready" })).toEqual({ state: "live", downSince: null });
  });

  it("remembers when the stream first went down", () => {
    const down = nextStreamStatus({ state: "live", downSince: null }, { type: "error", at: 1_000 });
    expect(down).toEqual({ state: "reconnecting", downSince: 1_000 });
    expect(nextStreamStatus(down, { type: "error", at: 5_000 })).toEqual({ state: "reconnecting", downSince: 1_000 });
  });
});

describe("shouldPoll", () => {
  it("never polls while live", () => {
    expect(shouldPoll({ state: "live", downSince: null }, 100_000, 0)).toBe(false);
  });

  it("polls once the stream has been down for the grace time", () => {
    const down = { state: "reconnecting" as const, downSince: 1_000 };
    expect(shouldPoll(down, 1_000 + pollAfterMs - 1, 0)).toBe(false);
    expect(shouldPoll(down, 1_000 + pollAfterMs, 0)).toBe(true);
  });

  it("polls when the stream never came up", () => {
    expect(shouldPoll(initialStreamStatus, 500, 0)).toBe(false);
    expect(shouldPoll(initialStreamStatus, pollAfterMs + 10, 0)).toBe(true);
  });
});

describe("streamStatusLabel", () => {
  it("says how the connection stands", () => {
    expect(streamStatusLabel({ state: "live", downSince: null }, false)).toBe("Live");
    expect(streamStatusLabel(initialStreamStatus, false)).toBe("Connecting…");
    expect(streamStatusLabel({ state: "reconnecting", downSince: 1 }, false)).toBe("Reconnecting…");
    expect(streamStatusLabel({ state: "reconnecting", downSince: 1 }, true)).toMatch(/^Reconnecting… \(refreshing/);
  });
});
