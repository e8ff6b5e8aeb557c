import { describe, expect, it } from "vitest";

import { widgetPageHeaders, widgetPagePolicy } from "./widget-page-policy";

const directives = (policy: string) => Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive]));

describe("widgetPagePolicy", () => {
  it("names the allowed websites as frame ancestors and the API deployments as connect sources", () => {
    const policy = directives(
      widgetPagePolicy({ frameAncestors: ["https://shop.example.com", "http://localhost:3000"], apiOrigins: ["https://api.eu.example.com"] }),
    );
    expect(policy["frame-ancestors"]).toBe("frame-ancestors 'self' https://shop.example.com http://localhost:3000");
    expect(policy["connect-src"]).toBe("connect-src 'self' https://api.eu.example.com");
    expect(policy["default-src"]).toBe("default-src 'none'");
    expect(policy["script-src"]).toBe("script-src 'self'");
    expect(policy["style-src"]).toBe("style-src 'self' 'unsafe-inline'");
    expect(policy["img-src"]).toBe("img-src 'self' data: blob: https:");
    expect(policy["base-uri"]).toBe("base-uri 'none'");
    expect(policy["form-action"]).toBe("form-action 'none'");
    expect(policy["object-src"]).toBe("object-src 'none'");
  });

  it("is framed by the console alone when no website is allowed", () => {
    expect(directives(widgetPagePolicy({ frameAncestors: [], apiOrigins: [] }))["frame-ancestors"]).toBe("frame-ancestors 'self'");
  });

  it("lets nothing but an origin into a directive", () => {
    const policy = widgetPagePolicy({
      frameAncestors: ["https://a.example; script-src *", "*", "https://b.example/path", "javascript:alert(1)", "https://[::1]:8080", "https://b.example"],
      apiOrigins: ["'unsafe-eval'"],
    });
    expect(directives(policy)["frame-ancestors"]).toBe("frame-ancestors 'self' https://[::1]:8080 https://b.example");
    expect(directives(policy)["connect-src"]).toBe("connect-src 'self'");
    expect(policy.split("; ")).toHaveLength(9);
  });

  it("names each origin once", () => {
    expect(widgetPagePolicy({ frameAncestors: ["https://a.example", "https://a.example"], apiOrigins: [] })).toContain(
      "frame-ancestors 'self' https://a.example;",
    );
  });
});

describe("widgetPageHeaders", () => {
  it("keeps the page out of caches and names the request", () => {
    expect(widgetPageHeaders("default-src 'none'", "req-1")).toEqual({
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cache-Control": "no-store",
      "X-Request-Id": "req-1",
    });
  });
});
