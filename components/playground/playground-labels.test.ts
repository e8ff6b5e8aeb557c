import { describe, expect, it } from "vitest";

import { answererName, senderLabel } from "./playground-labels";

describe("playground labels", () => {
  it("names the agent by its public name, then its name", () => {
    expect(answererName({ publicName: "Nia", name: "Northwind Support" })).toBe("Nia");
    expect(answererName({ publicName: " ", name: "Northwind Support" })).toBe("Northwind Support");
    expect(answererName(undefined)).toBe("The agent");
  });

  it("labels each sender", () => {
    expect(senderLabel("conversation_user", "Nia")).toBe("You (test user)");
    expect(senderLabel("assistant", "Nia")).toBe("Nia");
    expect(senderLabel("manual_assistant", "Nia")).toBe("A person from the team");
  });
});
