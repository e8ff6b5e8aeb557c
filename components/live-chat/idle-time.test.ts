import { describe, expect, it } from "vitest";

import { idleTimeLabel } from "./idle-time";

describe("idleTimeLabel", () => {
  it("says an idle time as people do", () => {
    expect(idleTimeLabel(1)).toBe("1 minute");
    expect(idleTimeLabel(45)).toBe("45 minutes");
    expect(idleTimeLabel(60)).toBe("1 hour");
    expect(idleTimeLabel(150)).toBe("2 hours 30 minutes");
    expect(idleTimeLabel(1_440)).toBe("1 day");
    expect(idleTimeLabel(1_440 + 6 * 60)).toBe("1 day 6 hours");
    // The form says "Archived after …": every minute of the time asked for is said, none rounded away.
    expect(idleTimeLabel(1_440 + 6 * 60 + 5)).toBe("1 day 6 hours 5 minutes");
    expect(idleTimeLabel(1_441)).toBe("1 day 1 minute");
    expect(idleTimeLabel(43_200)).toBe("30 days");
  });

  it("says nothing of a time that is not one", () => {
    expect(idleTimeLabel(0)).toBe("");
    expect(idleTimeLabel(Number.NaN)).toBe("");
    expect(idleTimeLabel(2.5)).toBe("");
  });
});
