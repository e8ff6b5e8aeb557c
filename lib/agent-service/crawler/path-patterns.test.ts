import { describe, expect, it } from "vitest";

import { matchesAnyPathPattern, matchesPathPattern, toPathPattern } from "./path-patterns";

describe("matchesPathPattern", () => {
  it("matches the whole path, `*` standing for any characters", () => {
    expect(matchesPathPattern("/docs/intro", "/docs/*")).toBe(true);
    expect(matchesPathPattern("/docs/guides/setup", "/docs/*")).toBe(true);
    expect(matchesPathPattern("/blog/docs/intro", "/docs/*")).toBe(false);
    expect(matchesPathPattern("/docs-old/intro", "/docs/*")).toBe(false);
    expect(matchesPathPattern("/a/b/c.pdf", "*.pdf")).toBe(true);
    expect(matchesPathPattern("/a/b/c.pdfx", "*.pdf")).toBe(false);
  });

  it("lets `/folder/*` match the folder itself", () => {
    expect(matchesPathPattern("/docs", "/docs/*")).toBe(true);
    expect(matchesPathPattern("/docs/", "/docs/*")).toBe(true);
  });

  it("matches a pattern without `*` exactly", () => {
    expect(matchesPathPattern("/about", "/about")).toBe(true);
    expect(matchesPathPattern("/about/team", "/about")).toBe(false);
  });

  it("treats regular-expression characters literally", () => {
    expect(matchesPathPattern("/a.b", "/a.b")).toBe(true);
    expect(matchesPathPattern("/axb", "/a.b")).toBe(false);
    expect(matchesPathPattern("/c++/(x)", "/c++/(x)")).toBe(true);
  });

  it("matches encoded paths whether the pattern is written plainly or encoded", () => {
    const path = new URL("http://example.com/café/menu").pathname;
    expect(matchesPathPattern(path, "/café/*")).toBe(true);
    expect(matchesPathPattern(path, "/caf%C3%A9/*")).toBe(true);
  });

  it("takes an absolute URL as its path", () => {
    expect(toPathPattern("https://example.com/private/*")).toBe("/private/*");
    expect(matchesPathPattern("/private/x", "https://example.com/private/*")).toBe(true);
  });
});

describe("matchesAnyPathPattern", () => {
  it("is false for no patterns", () => {
    expect(matchesAnyPathPattern("/x", [])).toBe(false);
    expect(matchesAnyPathPattern("/x", ["/y", "/x"])).toBe(true);
  });
});
