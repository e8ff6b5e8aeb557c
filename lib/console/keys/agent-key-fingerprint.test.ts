import { describe, expect, it } from "vitest";

import { agentKeyFingerprint } from "./agent-key-fingerprint";

describe("agentKeyFingerprint", () => {
  it("joins the prefix and the last four with an ellipsis", () => {
    expect(agentKeyFingerprint({ prefix: "agk_3f9a", lastFour: "x7Qe" })).toBe("agk_3f9a…x7Qe");
  });
});
