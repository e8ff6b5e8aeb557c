import { describe, expect, it } from "vitest";

import { defaultLiveChatConfig, liveChatConfigBody } from "@/lib/schemas/agent-api/live-chat";

import { liveChatAuditDetails } from "./live-chat";

describe("liveChatAuditDetails", () => {
  it("names whether the chat is on and the settings that differ from the defaults, never their values", () => {
    const body = liveChatConfigBody.parse({ enabled: true, titleLine1: "Acme help", color: "#000000" });
    expect(liveChatAuditDetails(body, defaultLiveChatConfig())).toEqual({ enabled: true, customized: ["color", "titleLine1"] });
  });

  it("names nothing for the defaults", () => {
    expect(liveChatAuditDetails(defaultLiveChatConfig(), defaultLiveChatConfig())).toEqual({ enabled: false, customized: [] });
  });
});
