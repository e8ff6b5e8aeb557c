import { describe, expect, it } from "vitest";

import { platformUserName, statusAction } from "./platform-user-labels";

describe("platform user labels", () => {
  it("names a user by their name, else their email", () => {
    expect(platformUserName({ firstName: "Nora", lastName: "Winters", email: "owner@northwind.test" })).toBe("Nora Winters");
    expect(platformUserName({ firstName: "", lastName: " ", email: "x@y.test" })).toBe("x@y.test");
  });

  it("offers to enable a disabled user, to disable any other, and nothing when the status is unknown", () => {
    expect(statusAction("disabled")).toBe("enable");
    expect(statusAction("active")).toBe("disable");
    expect(statusAction("invited")).toBe("disable");
    expect(statusAction(null)).toBeUndefined();
  });
});
