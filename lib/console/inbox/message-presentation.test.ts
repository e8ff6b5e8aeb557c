import { describe, expect, it } from "vitest";

import { isImageFile, listTime, previewOf, senderKindOf, senderLabel } from "./message-presentation";

describe("senderKindOf", () => {
  it("tells the user, the AI and an operator apart", () => {
    expect(senderKindOf("conversation_user")).toBe("user");
    expect(senderKindOf("assistant")).toBe("ai");
    expect(senderKindOf("manual_assistant")).toBe("operator");
  });
});

describe("senderLabel", () => {
  const names = { user: "Ada", agent: "Northwind Support" };
  it("names who said a message", () => {
    expect(senderLabel({ senderRole: "conversation_user", authorName: null }, names)).toBe("Ada");
    expect(senderLabel({ senderRole: "assistant", authorName: null }, names)).toBe("Northwind Support (AI)");
    expect(senderLabel({ senderRole: "manual_assistant", authorName: "Grace" }, names)).toBe("Grace (operator)");
    expect(senderLabel({ senderRole: "manual_assistant", authorName: null }, names)).toBe("Operator");
  });
});

describe("isImageFile", () => {
  it("knows pictures by their names", () => {
    expect(isImageFile("photo.JPG")).toBe(true);
    expect(isImageFile("scan.webp")).toBe(true);
    expect(isImageFile("invoice.pdf")).toBe(false);
    expect(isImageFile("png")).toBe(false);
  });
});

describe("previewOf", () => {
  it("shows the user's words as they are, and says when the AI or an operator spoke", () => {
    expect(previewOf({ text: "Where is\\n my order?".replace("\\n", "\n"), senderRole: "conversation_user" })).toBe("Where is my order?");
    expect(previewOf({ text: "It ships today.", senderRole: "assistant" })).toBe("AI: It ships today.");
    expect(previewOf({ text: "On it.", senderRole: "manual_assistant" })).toBe("Operator: On it.");
    expect(previewOf(null)).toBe("No messages yet");
    expect(previewOf(null, "Damaged jacket")).toBe("Damaged jacket");
  });
});

describe("listTime", () => {
  const now = new Date("2026-03-10T15:00:00.000Z");
  it("shows the time of day for today, and the date before", () => {
    expect(listTime("2026-03-10T09:05:00.000Z", now, "en-US", "UTC")).toBe("9:05 AM");
    expect(listTime("2026-03-02T09:05:00.000Z", now, "en-US", "UTC")).toBe("Mar 2");
    expect(listTime("never", now, "en-US", "UTC")).toBe("");
  });
});
