import { describe, expect, it } from "vitest";

import { callerOrigin, originOfHost } from "./caller-origin";

const requestTo = (url: string, host?: string) => ({ url, headers: new Headers(host === undefined ? {} : { host }) });

describe("callerOrigin", () => {
  it("follows the host the caller used, with the scheme the server saw", () => {
    expect(callerOrigin(requestTo("http://localhost:3000/api/external/prompts/upload-url", "127.0.0.1:3000"))).toBe("http://127.0.0.1:3000");
    expect(callerOrigin(requestTo("http://localhost:3000/x", "Console.Example.COM"))).toBe("http://console.example.com");
    expect(callerOrigin(requestTo("https://localhost:3000/x", "console.example.com:8443"))).toBe("https://console.example.com:8443");
    expect(callerOrigin(requestTo("http://localhost:3000/x", "[::1]:3000"))).toBe("http://[::1]:3000");
  });

  it("prefers the configured public URL over anything the request says", () => {
    expect(callerOrigin(requestTo("http://localhost:3000/x", "evil.example"), "https://console.example.com/base")).toBe("https://console.example.com");
  });

  it("keeps the request URL's origin when there is no usable Host", () => {
    expect(callerOrigin(requestTo("http://localhost:3000/x"))).toBe("http://localhost:3000");
    for (const host of ["", "evil.example/path", "user@evil.example", "evil.example:99999", "two hosts", "-bad.example"]) {
      expect(callerOrigin(requestTo("http://localhost:3000/x", host))).toBe("http://localhost:3000");
    }
  });

  it("ignores X-Forwarded-Host", () => {
    const request = { url: "http://localhost:3000/x", headers: new Headers({ host: "localhost:3000", "x-forwarded-host": "evil.example" }) };
    expect(callerOrigin(request)).toBe("http://localhost:3000");
  });
});

describe("originOfHost", () => {
  it("drops a default port", () => {
    expect(originOfHost("http:", "example.com:80")).toBe("http://example.com");
    expect(originOfHost("https:", "example.com:443")).toBe("https://example.com");
  });
});
