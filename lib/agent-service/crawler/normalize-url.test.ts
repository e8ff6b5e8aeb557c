import { describe, expect, it } from "vitest";

import { hostKey, normalizeCrawlUrl } from "./normalize-url";

describe("normalizeCrawlUrl", () => {
  it("resolves relative links against the page", () => {
    expect(normalizeCrawlUrl("../b?x=1", "https://example.com/docs/a/")?.href).toBe("https://example.com/docs/b?x=1");
    expect(normalizeCrawlUrl("/c", "https://example.com/docs/a")?.href).toBe("https://example.com/c");
  });

  it("drops the fragment, credentials, default port and an empty query, and lower-cases the host", () => {
    expect(normalizeCrawlUrl("HTTPS://User:pw@Example.COM:443/Path?#top")?.href).toBe("https://example.com/Path");
    expect(normalizeCrawlUrl("http://example.com")?.href).toBe("http://example.com/");
    expect(normalizeCrawlUrl("http://example.com:8080/a#b")?.href).toBe("http://example.com:8080/a");
  });

  it("keeps the query, which can make a different page", () => {
    expect(normalizeCrawlUrl("/list?page=2", "http://example.com/")?.href).toBe("http://example.com/list?page=2");
  });

  it("refuses other schemes and unparsable links", () => {
    for (const href of ["mailto:a@example.com", "javascript:void(0)", "tel:+123", "ftp://example.com/", "http://"]) {
      expect(normalizeCrawlUrl(href, "http://example.com/")).toBeUndefined();
    }
  });
});

describe("hostKey", () => {
  it("is the host name, with the port only when it is not the default", () => {
    expect(hostKey(new URL("https://Example.com:443/x"))).toBe("example.com");
    expect(hostKey(new URL("http://127.0.0.1:3000/"))).toBe("127.0.0.1:3000");
  });
});
