import { describe, expect, it } from "vitest";

import { ConsoleRequestError } from "@/lib/queries/console-fetch";

import { describePlatformUserRefusal } from "./platform-user-refusal";

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
