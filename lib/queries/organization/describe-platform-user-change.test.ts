import { describe, expect, it } from "vitest";

import { describePlatformUserChange } from "./describe-platform-user-change";

describe("describePlatformUserChange", () => {
  it("says what changed", () => {
    expect(describePlatformUserChange("Sam", { role: "user" })).toBe("Sam is now User.");
    expect(describePlatformUserChange("Sam", { status: "disabled" })).toBe("Sam is disabled.");
    expect(describePlatformUserChange("Sam", { role: "copilot_admin", status: "active" })).toBe("Sam is now Copilot admin and is enabled.");
    expect(describePlatformUserChange("Sam", {})).toBe("Sam is unchanged.");
  });
});
