import { describe, expect, it } from "vitest";

import { liveChatApiPaths } from "./paths";

describe("liveChatApiPaths", () => {
  it("builds the console API routes of an agent's live chat, encoding the ids", () => {
    expect(liveChatApiPaths.config("org", "a")).toBe("/api/console/organizations/org/agents/a/live-chat");
    expect(liveChatApiPaths.imageUploadUrl("o/1", "a?2")).toBe("/api/console/organizations/o%2F1/agents/a%3F2/live-chat/images/upload-url");
  });
});
