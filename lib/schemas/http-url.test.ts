import { describe, expect, it } from "vitest";

import { httpUrl } from "./http-url";

describe("httpUrl", () => {
  it("accepts http and https", () => {
    for (const url of ["https://example.com/avatar.png", "http://localhost:3000/a", "HTTPS://EXAMPLE.COM"]) expect(httpUrl().safeParse(url).success).toBe(true);
  });

  it("refuses javascript:, data: and every other scheme, with the reason given", () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript://example.com/%0aalert(1)",
      "data:image/png;base64,AAAA",
      "ftp://example.com/a",
      "file:///etc/passwd",
      "vbscript:x",
    ]) {
      expect(httpUrl().safeParse(url).success, url).toBe(false);
      expect(httpUrl("http(s) only").safeParse(url).error?.issues[0]?.message).toBe("http(s) only");
    }
  });

  it("refuses a URL longer than 2,048 characters", () => {
    expect(httpUrl().safeParse(`https://example.com/${"a".repeat(2_048)}`).success).toBe(false);
  });
});
