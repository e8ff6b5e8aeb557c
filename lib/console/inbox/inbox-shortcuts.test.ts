import { describe, expect, it } from "vitest";

import { inboxShortcuts, isTypingTarget, shortcutOf } from "./inbox-shortcuts";

const body = { tagName: "BODY" };

describe("shortcutOf", () => {
  it("maps each listed key to its action", () => {
    for (const shortcut of inboxShortcuts) expect(shortcutOf({ key: shortcut.key }, body)).toBe(shortcut.action);
    expect(shortcutOf({ key: "/" }, body)).toBe("search");
  });

  it("ignores other keys, modifiers, held keys and composition", () => {
    expect(shortcutOf({ key: "x" }, body)).toBeUndefined();
    expect(shortcutOf({ key: "J" }, body)).toBeUndefined();
    expect(shortcutOf({ key: "r", ctrlKey: true }, body)).toBeUndefined();
    expect(shortcutOf({ key: "c", metaKey: true }, body)).toBeUndefined();
    expect(shortcutOf({ key: "j", repeat: true }, body)).toBeUndefined();
    expect(shortcutOf({ key: "j", isComposing: true }, body)).toBeUndefined();
  });

  it("leaves keys typed in a field alone", () => {
    expect(shortcutOf({ key: "j" }, { tagName: "TEXTAREA" })).toBeUndefined();
    expect(shortcutOf({ key: "c" }, { tagName: "INPUT" })).toBeUndefined();
    expect(shortcutOf({ key: "?" }, { tagName: "DIV", isContentEditable: true })).toBeUndefined();
    // A slash typed in the reply opens the saved replies there, not the list's search.
    expect(shortcutOf({ key: "/" }, { tagName: "TEXTAREA" })).toBeUndefined();
  });
});

describe("isTypingTarget", () => {
  it("knows fields and widgets that take keys", () => {
    expect(isTypingTarget({ tagName: "select" })).toBe(true);
    expect(isTypingTarget({ tagName: "DIV", getAttribute: (name) => (name === "role" ? "combobox" : null) })).toBe(true);
    expect(isTypingTarget({ tagName: "A", getAttribute: () => null })).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
