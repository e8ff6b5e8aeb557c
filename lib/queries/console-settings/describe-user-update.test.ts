import { describe, expect, it } from "vitest";

import { describeUserUpdate } from "./describe-user-update";

describe("describeUserUpdate", () => {
  it("names the new role and says the sessions ended", () => {
    expect(describeUserUpdate("Ann", { role: "viewer" })).toBe("Ann is now Viewer; their sessions have ended.");
  });

  it("says a disabled user is signed out, and an enabled one can sign in", () => {
    expect(describeUserUpdate("Ann", { status: "disabled" })).toBe("Ann is disabled and signed out everywhere.");
    expect(describeUserUpdate("Ann", { status: "active" })).toBe("Ann can sign in again.");
  });

  it("says what a viewer sees in usage after the change", () => {
    expect(describeUserUpdate("Ann", { mayViewCustomerDetails: true })).toBe("Ann now sees customer details in usage.");
    expect(describeUserUpdate("Ann", { mayViewCustomerDetails: false })).toBe("Ann now sees usage figures only, without customer details.");
  });

  it("falls back to a plain sentence when nothing is named", () => {
    expect(describeUserUpdate("Ann", {})).toBe("Ann was updated.");
  });
});
