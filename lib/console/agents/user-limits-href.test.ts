import { describe, expect, it } from "vitest";

import { userLimitsHref } from "./user-limits-href";

describe("userLimitsHref", () => {
  it("opens the Limits tab on one user, encoded", () => {
    expect(userLimitsHref("agent-1", "user 2")).toBe("/agents/agent-1/limits?user=user+2#user-limits");
  });
});
