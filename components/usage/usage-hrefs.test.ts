import { describe, expect, it } from "vitest";

import { usageAgentHref, usageConversationsHref } from "./usage-hrefs";

describe("usage links", () => {
  it("keep the range on the way to an agent and to the conversations behind a point", () => {
    expect(usageAgentHref("a1", { preset: "30d" })).toBe("/usage/agents/a1?range=30d");
    expect(usageConversationsHref("a1", { from: "2026-11-01T00:00:00.000Z", to: "2026-11-02T00:00:00.000Z" }, { preset: "7d" })).toBe(
      "/usage/agents/a1/conversations?range=7d&start=2026-11-01T00%3A00%3A00.000Z&end=2026-11-02T00%3A00%3A00.000Z",
    );
    expect(usageConversationsHref("a1", { from: "f", to: "t", userId: "u" }, { preset: "custom", from: "2026-11-01", to: "2026-11-02" })).toBe(
      "/usage/agents/a1/conversations?range=custom&from=2026-11-01&to=2026-11-02&start=f&end=t&userId=u",
    );
  });

  it("keep the choice of counting the playground's test chats on the way to an agent", () => {
    expect(usageAgentHref("a1", { preset: "30d" }, true)).toBe("/usage/agents/a1?range=30d&playground=include");
    expect(usageAgentHref("a1", { preset: "30d" }, false)).toBe("/usage/agents/a1?range=30d");
  });
});
