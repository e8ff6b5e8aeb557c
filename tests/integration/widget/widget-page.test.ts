import { beforeAll, describe, expect, inject, it } from "vitest";

import { widgetBootElementId, widgetLoaderPath, widgetPagePath } from "@/lib/widget/paths";
import { createTestAgent, type TestAgent } from "@/tests/support/agent-service";
import { openConsoleInbox } from "@/tests/support/console-inbox";
import type { ConsoleSession } from "@/tests/support/http-session";

const baseUrl = inject("baseUrl");

const directives = (policy: string | null) => new Map((policy ?? "").split(/;\s*/).map((directive) => [directive.split(" ")[0], directive]));

describe("the widget's loader and page", () => {
  let agent: TestAgent;
  let admin: ConsoleSession;
  let organizationId = "";

  beforeAll(async () => {
    agent = await createTestAgent(baseUrl, { name: "Embedded agent" });
    ({ session: admin, organizationId } = await openConsoleInbox(baseUrl, agent, "198.18.42.1"));
  });

  it("serves the loader as a script websites may cache for a few minutes", async () => {
    const response = await fetch(`${baseUrl}${widgetLoaderPath}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/javascript/);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await response.text()).toContain("SwitchboardChat");
  });

  it("serves the page with a policy of its own, framed only by the console and the allowed websites", async () => {
    const saved = await admin.request(`/api/console/organizations/${organizationId}/agents/${agent.id}/widget`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ allowedOrigins: ["https://shop.example.com"], preChatForm: "optional" }),
    });
    expect(saved.status).toBe(200);

    const response = await fetch(`${baseUrl}${widgetPagePath(agent.id)}`, { headers: { "x-request-id": "widget-page-1" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("x-request-id")).toBe("widget-page-1");
    expect(response.headers.get("x-frame-options")).toBeNull();
    const policy = directives(response.headers.get("content-security-policy"));
    expect(policy.get("frame-ancestors")).toBe("frame-ancestors 'self' https://shop.example.com http://localhost:" + new URL(baseUrl).port);
    expect(policy.get("script-src")).toBe("script-src 'self'");
    expect(policy.get("default-src")).toBe("default-src 'none'");

    const html = await response.text();
    expect(html).toContain(`id="${widgetBootElementId}"`);
    const assets = [...html.matchAll(/(?:src|href)="(\/widget-assets\/[^"]+)"/g)].map((match) => match[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(1);
    for (const asset of assets) {
      const file = await fetch(`${baseUrl}${asset}`);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get("cache-control"), asset).toBe("public, max-age=31536000, immutable");
      await file.arrayBuffer();
    }
  });

  it("answers an agent the console holds no key for with a small page, under the same policy", async () => {
    const response = await fetch(`${baseUrl}${widgetPagePath("no-such-agent")}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'self'");
    expect(await response.text()).toContain("This chat is not available");
  });
});
