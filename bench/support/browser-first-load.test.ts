import { describe, expect, it } from "vitest";

import { builtFileOf, gzippedSize, scriptSourcesOf } from "./browser-first-load.mjs";

describe("scriptSourcesOf", () => {
  it("lists script sources and script preloads once each, in order", () => {
    const html = [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css">',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/one.js"/>',
      '<script src="/_next/static/chunks/one.js" async=""></script>',
      "<script>self.__next_f=[]</script>",
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      "<script src='/_next/static/chunks/two.js?dpl=x&amp;v=1' async></script>",
      '<link rel="modulepreload" href="/_next/static/chunks/three.js">',
      '<link rel="preload" as="font" href="/_next/static/media/font.woff2">',
    ].join("");
    expect(scriptSourcesOf(html)).toEqual(["/_next/static/chunks/one.js", "/_next/static/chunks/two.js?dpl=x&v=1", "/_next/static/chunks/three.js"]);
  });
});

describe("builtFileOf", () => {
  it("maps a static asset URL into the build folder, ignoring its query", () => {
    expect(builtFileOf(".next-bench", "/_next/static/chunks/one%20two.js?dpl=1")).toBe(".next-bench/static/chunks/one two.js");
  });

  it("answers undefined for anything that is not a built asset", () => {
    expect(builtFileOf(".next-bench", "https://cdn.example.test/x.js")).toBeUndefined();
    expect(builtFileOf(".next-bench", "/api/health")).toBeUndefined();
  });
});

describe("gzippedSize", () => {
  it("is smaller than repetitive content", () => {
    const content = Buffer.from("const a = 1;\n".repeat(1_000));
    expect(gzippedSize(content)).toBeGreaterThan(0);
    expect(gzippedSize(content)).toBeLessThan(content.length / 10);
  });
});
