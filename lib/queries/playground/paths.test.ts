import { describe, expect, it } from "vitest";

import { playgroundKeys } from "./keys";
import { playgroundApiPaths } from "./paths";

const base = "/api/console/organizations/o/agents/a/playground";

describe("playground API paths", () => {
  it("names conversations, their messages and the answer to one, with ids escaped", () => {
    expect(playgroundApiPaths.conversations("o", "a")).toBe(`${base}/conversations`);
    expect(playgroundApiPaths.messages("o", "a", "c/1")).toBe(`${base}/conversations/c%2F1/messages`);
    expect(playgroundApiPaths.messagesAsync("o", "a", "c")).toBe(`${base}/conversations/c/messages/async`);
    expect(playgroundApiPaths.reply("o", "a", "c", "m?1")).toBe(`${base}/conversations/c/messages/m%3F1/reply`);
  });

  it("names prompts, their results and the upload URL", () => {
    expect(playgroundApiPaths.prompts("o", "a")).toBe(`${base}/prompts`);
    expect(playgroundApiPaths.promptsAsync("o", "a")).toBe(`${base}/prompts/async`);
    expect(playgroundApiPaths.prompt("o", "a", "p 1")).toBe(`${base}/prompts/p%201`);
    expect(playgroundApiPaths.promptUploadUrl("o", "a")).toBe(`${base}/prompts/upload-url`);
  });

  it("keeps each conversation's messages under the organization and agent", () => {
    expect(playgroundKeys.messages("o", "a", "c")).toEqual(["playground", "o", "a", "messages", "c"]);
  });
});
