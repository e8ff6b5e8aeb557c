import { describe, expect, it } from "vitest";

import { consolePageRoutes, fillRoute } from "./pages.mjs";

describe("the pages the bench scores", () => {
  it("are the console's pages and the sign-in page, from the route manifest", () => {
    const manifest = {
      "/(auth)/invite/[token]/page": "/invite/[token]",
      "/(auth)/login/page": "/login",
      "/(chat)/chat/[agentId]/page": "/chat/[agentId]",
      "/(console)/agents/[agentId]/crawls/page": "/agents/[agentId]/crawls",
      "/(console)/agents/page": "/agents",
      "/(console)/settings/(general)/page": "/settings",
      "/_not-found/page": "/_not-found",
      "/api/console/audit/route": "/api/console/audit",
      "/page": "/",
    };
    expect(consolePageRoutes(manifest)).toEqual(["/agents", "/agents/[agentId]/crawls", "/login", "/settings"]);
  });

  it("fill each parameter, and refuse a route they have no value for", () => {
    expect(fillRoute("/agents/[agentId]/crawls", { agentId: "a 1" })).toBe("/agents/a%201/crawls");
    expect(() => fillRoute("/inbox/[conversationId]", { agentId: "a1" })).toThrow("no value for [conversationId]");
  });
});
