import { describe, expect, it } from "vitest";

import { chatTitle, initials, isPreChatFormShown, knownVisitorBody, widgetColors } from "./look";

const launcher = { type: "icon_only" as const, borderRadius: "100%" as const, size: 56, backgroundColor: "#000", textColor: "bad" };

describe("widgetColors", () => {
  it("spells colours out and falls back for unreadable ones", () => {
    expect(widgetColors({ color: "#abc", textColor: "", launcher })).toEqual({
      color: "#AABBCC",
      textColor: "#FFFFFF",
      launcherColor: "#000000",
      launcherTextColor: "#FFFFFF",
    });
  });
});

describe("chatTitle and initials", () => {
  it("titles the panel after the agent when no title is set", () => {
    expect(chatTitle({ title: " ", agentName: "Ava" })).toBe("Chat with Ava");
    expect(chatTitle({ title: "Support", agentName: "Ava" })).toBe("Support");
  });

  it("takes the first and last initials", () => {
    expect([initials("ava"), initials("Ada Byron Lovelace"), initials("  ")]).toEqual(["A", "AL", "?"]);
  });
});

describe("isPreChatFormShown", () => {
  const nobody = { name: null, email: null };
  it("asks only for what the mode needs and the visitor has not given", () => {
    expect(isPreChatFormShown("off", nobody)).toBe(false);
    expect(isPreChatFormShown("optional", nobody)).toBe(true);
    expect(isPreChatFormShown("optional", { name: "Ada", email: null })).toBe(false);
    expect(isPreChatFormShown("required", { name: "Ada", email: null })).toBe(true);
    expect(isPreChatFormShown("required", { name: "Ada", email: "ada@example.com" })).toBe(false);
  });

  it("starts a conversation with what the visitor gave", () => {
    expect(knownVisitorBody({ name: "Ada", email: null })).toEqual({ name: "Ada" });
    expect(knownVisitorBody(nobody)).toEqual({});
  });
});
