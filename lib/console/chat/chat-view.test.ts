import { describe, expect, it } from "vitest";

import type { ConversationResponse } from "@/lib/schemas/agent-api/conversations";
import { defaultLiveChatConfig } from "@/lib/schemas/agent-api/live-chat";

import { chatSource, isChatConversation, isChatUser, isConversationEnded, splitCustomerName, toChatConversation, toChatWidget } from "./chat-view";
import { playgroundSource } from "../playground/playground-view";

const conversation = (extra: Partial<ConversationResponse> & Record<string, unknown> = {}): ConversationResponse => ({
  id: "c1",
  conversationUserId: "u1",
  aiConversationId: "ai1",
  user: { id: "u1", firstName: "Ada", lastName: "Lovelace", email: "ada@example.test", isAnonymized: false },
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  isAnonymized: false,
  ...extra,
});

describe("splitCustomerName", () => {
  it("splits on the first space", () => {
    expect(splitCustomerName("Ada Lovelace")).toEqual({ firstName: "Ada", lastName: "Lovelace" });
    expect(splitCustomerName("  Ada   King  Lovelace ")).toEqual({ firstName: "Ada", lastName: "King Lovelace" });
  });

  it("gives one word the last name Customer", () => {
    expect(splitCustomerName("Ada")).toEqual({ firstName: "Ada", lastName: "Customer" });
  });

  it("cuts each part to the API's 255 characters", () => {
    const split = splitCustomerName(`${"a".repeat(300)} ${"b".repeat(300)}`);
    expect(split.firstName).toHaveLength(255);
    expect(split.lastName).toHaveLength(255);
  });
});

describe("which conversations and users are the chat page's", () => {
  it("knows its conversations by their custom data, and not the playground's or a real customer's", () => {
    expect(isChatConversation(conversation({ metadata: { source: chatSource } }))).toBe(true);
    expect(isChatConversation(conversation({ metadata: { source: playgroundSource } }))).toBe(false);
    expect(isChatConversation(conversation())).toBe(false);
  });

  it("knows its users by their source or metadata", () => {
    expect(isChatUser({ source: chatSource })).toBe(true);
    expect(isChatUser({ metadata: { source: chatSource } })).toBe(true);
    expect(isChatUser({ source: "web" })).toBe(false);
    expect(isChatUser({})).toBe(false);
  });
});

describe("toChatConversation", () => {
  it("keeps the mode, the customer and whether it ended; a missing mode is the agent's", () => {
    expect(toChatConversation(conversation({ mode: "manual" }))).toEqual({
      id: "c1",
      mode: "manual",
      isEnded: false,
      customer: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.test" },
    });
    expect(toChatConversation(conversation({ mode: undefined })).mode).toBe("ai");
  });

  it("counts a closed or archived conversation as ended", () => {
    expect(isConversationEnded(conversation({ closedAt: "2026-01-02T00:00:00.000Z" }))).toBe(true);
    expect(isConversationEnded(conversation({ status: "archived" }))).toBe(true);
    expect(isConversationEnded(conversation({ status: "active", closedAt: null }))).toBe(false);
  });
});

describe("toChatWidget", () => {
  it("shows the configuration's title, colours, avatar and hours, with the agent's public name", () => {
    const config = {
      ...defaultLiveChatConfig(),
      enabled: true,
      titleLine1: "Northwind help",
      color: "#112233",
      avatarUrl: "https://example.test/a.png",
      businessHours: { timezone: "UTC", intervals: [{ day: "monday" as const, start: "09:00", end: "17:00" }], outsideHoursMessage: "Back soon" },
    };
    expect(toChatWidget(config, "Nia")).toMatchObject({
      agentName: "Nia",
      title: "Northwind help",
      color: "#112233",
      avatarUrl: "https://example.test/a.png",
      isEnabled: true,
      isConfigured: true,
      businessHours: { outsideHoursMessage: "Back soon" },
    });
  });

  it("falls back to the defaults and a plain name when nothing could be read", () => {
    const widget = toChatWidget(undefined, undefined);
    expect(widget).toMatchObject({
      agentName: "Assistant",
      title: "Chat with us",
      isEnabled: false,
      isConfigured: false,
      avatarUrl: null,
      businessHours: null,
    });
    expect(widget.greeting).toBe(defaultLiveChatConfig().greeting);
  });
});
