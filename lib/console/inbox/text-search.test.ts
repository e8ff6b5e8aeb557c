import { describe, expect, it } from "vitest";

import { inboxTestConversation as conversation } from "./inbox-test-conversation";
import { foldText, matchesSearchText, searchWords } from "./text-search";

const zoe = conversation({
  id: "z1",
  userName: "Zoë Ångström",
  userContact: "zoe.angstrom@example.com",
  lastMessage: { id: "m1", text: "Where is my parcel? Order #1042", senderRole: "conversation_user", at: "2026-01-01T10:00:00.000Z" },
});

describe("foldText", () => {
  it("drops accents and case", () => {
    expect(foldText("Zoë ÅNGSTRÖM Crème Brûlée")).toBe("zoe angstrom creme brulee");
  });
});

describe("searchWords", () => {
  it("splits on any space, trimmed, and says nothing for a blank search", () => {
    expect(searchWords("  Zoë \t parcel ")).toEqual(["zoe", "parcel"]);
    expect(searchWords("   ")).toEqual([]);
    expect(searchWords(undefined)).toEqual([]);
  });
});

describe("matchesSearchText", () => {
  it("finds the contact by name, whatever the accents and case", () => {
    expect(matchesSearchText(zoe, "zoe")).toBe(true);
    expect(matchesSearchText(zoe, "ANGSTRÖM")).toBe(true);
  });

  it("finds the contact by email", () => {
    expect(matchesSearchText(zoe, "angstrom@example")).toBe(true);
  });

  it("finds the last message's text", () => {
    expect(matchesSearchText(zoe, "#1042")).toBe(true);
    expect(matchesSearchText(zoe, "Parcel")).toBe(true);
  });

  it("needs every word, each in any field", () => {
    expect(matchesSearchText(zoe, "zoe parcel")).toBe(true);
    expect(matchesSearchText(zoe, "  zoe   example.com  1042 ")).toBe(true);
    expect(matchesSearchText(zoe, "zoe refund")).toBe(false);
  });

  it("does not match a word across two fields", () => {
    expect(matchesSearchText(zoe, "angstromzoe.angstrom")).toBe(false);
  });

  it("lets everything through for a blank search", () => {
    expect(matchesSearchText(zoe, "")).toBe(true);
    expect(matchesSearchText(zoe, "   ")).toBe(true);
    expect(matchesSearchText(zoe, undefined)).toBe(true);
  });

  it("copes with a conversation without contact or messages", () => {
    const bare = conversation({ id: "b1", userName: "Unknown user", userContact: null, lastMessage: null });
    expect(matchesSearchText(bare, "unknown")).toBe(true);
    expect(matchesSearchText(bare, "example")).toBe(false);
  });

  it("sees a conversation's new last message", () => {
    const updated = { ...zoe, lastMessage: { ...zoe.lastMessage!, text: "A refund, please" } };
    expect(matchesSearchText(zoe, "refund")).toBe(false);
    expect(matchesSearchText(updated, "refund")).toBe(true);
  });
});
