import { describe, expect, it } from "vitest";

import { createCrawlScope, type CrawlScopeSettings } from "./crawl-scope";

const settings = (changes: Partial<CrawlScopeSettings> = {}): CrawlScopeSettings => ({
  startUrl: new URL("https://example.com/docs/"),
  allowedHosts: [],
  includePaths: [],
  excludePaths: [],
  maxDepth: 2,
  ...changes,
});

describe("createCrawlScope", () => {
  it("stays on the start URL's host, whatever the scheme", () => {
    const scope = createCrawlScope(settings());
    expect(scope.isHostAllowed(new URL("http://example.com/x"))).toBe(true);
    expect(scope.isHostAllowed(new URL("https://www.example.com/x"))).toBe(false);
    expect(scope.isHostAllowed(new URL("https://example.com:8443/x"))).toBe(false);
    expect(scope.refusalOf(new URL("https://cdn.example.net/x"), 1)).toBe("another host (cdn.example.net)");
  });

  it("also goes to allowed hosts, by name (any port) or by name and port", () => {
    const scope = createCrawlScope(settings({ allowedHosts: ["docs.example.com", "api.example.com:8443"] }));
    expect(scope.isHostAllowed(new URL("https://docs.example.com/a"))).toBe(true);
    expect(scope.isHostAllowed(new URL("http://docs.example.com:8080/a"))).toBe(true);
    expect(scope.isHostAllowed(new URL("https://api.example.com:8443/a"))).toBe(true);
    expect(scope.isHostAllowed(new URL("https://api.example.com/a"))).toBe(false);
  });

  it("stops at the depth limit", () => {
    const scope = createCrawlScope(settings({ maxDepth: 1 }));
    expect(scope.refusalOf(new URL("https://example.com/a"), 1)).toBeUndefined();
    expect(scope.refusalOf(new URL("https://example.com/a"), 2)).toBe("deeper than 1");
  });

  it("leaves out excluded paths, the start URL too", () => {
    const scope = createCrawlScope(settings({ excludePaths: ["/docs/private/*"] }));
    expect(scope.refusalOf(new URL("https://example.com/docs/private/keys"), 1)).toBe("excluded by excludePaths");
    expect(scope.refusalOf(new URL("https://example.com/docs/private"), 0)).toBe("excluded by excludePaths");
    expect(scope.refusalOf(new URL("https://example.com/docs/public"), 1)).toBeUndefined();
  });

  it("keeps only included paths, except the start URL", () => {
    const scope = createCrawlScope(settings({ startUrl: new URL("https://example.com/"), includePaths: ["/docs/*"] }));
    expect(scope.refusalOf(new URL("https://example.com/"), 0)).toBeUndefined();
    expect(scope.refusalOf(new URL("https://example.com/docs/a"), 1)).toBeUndefined();
    expect(scope.refusalOf(new URL("https://example.com/blog/a"), 1)).toBe("not matched by includePaths");
  });
});
