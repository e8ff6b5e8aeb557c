import { describe, expect, it } from "vitest";

import type { MessageResponse } from "@/lib/schemas/agent-api/conversations";

import {
  citationsOf,
  isPlaygroundConversation,
  isPlaygroundConversationOf,
  playgroundSource,
  playgroundUserEmail,
  playgroundUserName,
  toPlaygroundMessage,
} from "./playground-view";

const reply: MessageResponse = {
  id: "m2",
  message: "Standard shipping takes 3 to 5 business days.",
  conversationId: "c1",
  senderRole: "assistant",
  conversationMessageId: "m1",
  source: "api",
  createdAt: "2026-01-01T10:00:00.000Z",
  isAnonymized: false,
  fullAIResponse: {
    outputText: "Standard shipping takes 3 to 5 business days.",
    fileCitations: [
      { fileId: "f1", filename: "shipping-and-returns.md" },
      { fileId: "f1", filename: "shipping-and-returns.md" },
      { fileId: "f2", filename: "" },
    ],
  },
  files: [{ id: "b1", fileName: "photo.png", openAIFileId: "file-1", createdAt: "2026-01-01T10:00:00.000Z", updatedAt: "2026-01-01T10:00:00.000Z" }],
  extra: "a real deployment's field",
};

describe("the playground's test user", () => {
  it("is one per console user, at a reserved domain", () => {
    expect(playgroundUserEmail("7d4a0f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6")).toBe("playground+7d4a0f0e-1b2c-4d5e-8f90-a1b2c3d4e5f6@switchboard.invalid");
    expect(playgroundUserEmail("User_1!")).toBe("playground+user1@switchboard.invalid");
    expect(playgroundUserEmail("!!!")).toBe("playground+console@switchboard.invalid");
  });

  it("is named after the console user", () => {
    expect(playgroundUserName("Nora Winters")).toEqual({ firstName: "Playground", lastName: "Nora Winters" });
    expect(playgroundUserName("  ")).toEqual({ firstName: "Playground", lastName: "Tester" });
    expect(playgroundUserName(null)).toEqual({ firstName: "Playground", lastName: "Tester" });
  });

  it("owns the conversations of its email only, whatever the case", () => {
    const email = playgroundUserEmail("u1");
    expect(isPlaygroundConversationOf({ user: { email: email.toUpperCase() } as never }, "u1")).toBe(true);
    expect(isPlaygroundConversationOf({ user: { email: "maria.lopez@example.com" } as never }, "u1")).toBe(false);
    expect(isPlaygroundConversationOf({ user: { email: null } as never }, "u1")).toBe(false);
  });
});

describe("toPlaygroundMessage", () => {
  it("keeps who said what and which files an answer used, once each", () => {
    expect(toPlaygroundMessage(reply)).toEqual({
      id: "m2",
      role: "assistant",
      text: "Standard shipping takes 3 to 5 business days.",
      questionId: "m1",
      createdAt: "2026-01-01T10:00:00.000Z",
      citations: [
        { fileId: "f1", filename: "shipping-and-returns.md" },
        { fileId: "f2", filename: "f2" },
      ],
      files: [{ id: "b1", fileName: "photo.png" }],
    });
  });

  it("copes with a message without an AI response or files", () => {
    const question = { ...reply, senderRole: "conversation_user" as const, fullAIResponse: undefined, files: undefined };
    expect(citationsOf(question)).toEqual([]);
    expect(toPlaygroundMessage(question)).toMatchObject({ role: "conversation_user", citations: [], files: [] });
  });
});

describe("isPlaygroundConversation", () => {
  it("knows the playground's conversations by their mark, and nothing else", () => {
    expect(isPlaygroundConversation({ metadata: { source: playgroundSource } })).toBe(true);
    expect(isPlaygroundConversation({ metadata: { source: "web" } })).toBe(false);
    expect(isPlaygroundConversation({})).toBe(false);
  });
});
