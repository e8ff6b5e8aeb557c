import { describe, expect, it } from "vitest";

import { ConsoleRequestError } from "@/lib/queries/console-fetch";

import { describePlatformUserRefusal, describeRoleChangeRefusals } from "./platform-user-refusal";

describe("describePlatformUserRefusal", () => {
  it("says who was not changed, the API's reason and what it said of the field", () => {
    const error = new ConsoleRequestError(400, "UPSTREAM_REJECTED", "The AI Agent API refused this: The organization must keep an owner.", {
      role: "this is the organization's last owner who is not disabled",
    });
    expect(describePlatformUserRefusal("Nora Winters", error)).toBe(
      "Nora Winters was not changed. The AI Agent API refused this: The organization must keep an owner. — role: this is the organization's last owner who is not disabled",
    );
  });

  it("has a plain message for a failure that is not the console's", () => {
    expect(describePlatformUserRefusal("Sam", new Error("x"))).toBe("Sam could not be changed. Try again.");
  });
});

describe("describeRoleChangeRefusals", () => {
  it("says how many took the role and how many kept theirs", () => {
    expect(describeRoleChangeRefusals("admin", 3, 1)).toEqual({
      title: "Some role changes were refused",
      summary: "2 of 3 selected users now have the role Admin; 1 user kept their role:",
    });
    expect(describeRoleChangeRefusals("copilot_user", 2, 1).summary).toBe("1 of 2 selected users now has the role Copilot user; 1 user kept their role:");
  });

  it("says so when none took it", () => {
    expect(describeRoleChangeRefusals("owner", 2, 2)).toEqual({
      title: "No role was changed",
      summary: "0 of 2 selected users now have the role Owner; 2 users kept their role:",
    });
  });
});
