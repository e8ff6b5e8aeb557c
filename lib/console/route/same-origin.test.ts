import { describe, expect, it } from "vitest";

import { isCrossSiteMutation } from "./same-origin";

function headers(init: Record<string, string>): Headers {
  return new Headers(init);
}

describe("isCrossSiteMutation", () => {
  it.each(["GET", "HEAD", "OPTIONS", "get", "Options"])("never flags a %s request", (method) => {
    expect(isCrossSiteMutation(method, headers({ "sec-fetch-site": "cross-site" }))).toBe(false);
    expect(isCrossSiteMutation(method, headers({ origin: "https://evil.test", host: "console.test" }))).toBe(false);
  });

  describe("with Sec-Fetch-Site", () => {
    it("accepts same-origin requests", () => {
      expect(isCrossSiteMutation("POST", headers({ "sec-fetch-site": "same-origin" }))).toBe(false);
    });

    it("accepts user-initiated requests (none)", () => {
      expect(isCrossSiteMutation("POST", headers({ "sec-fetch-site": "none" }))).toBe(false);
    });

    it.each(["cross-site", "same-site"])("flags %s requests", (site) => {
      expect(isCrossSiteMutation("POST", headers({ "sec-fetch-site": site }))).toBe(true);
    });

    it("trusts Sec-Fetch-Site over a matching Origin", () => {
      const init = { "sec-fetch-site": "cross-site", origin: "https://console.test", host: "console.test" };
      expect(isCrossSiteMutation("POST", headers(init))).toBe(true);
    });
  });

  describe("without Sec-Fetch-Site", () => {
    it("accepts an Origin that matches the Host", () => {
      expect(isCrossSiteMutation("POST", headers({ origin: "https://console.test", host: "console.test" }))).toBe(false);
      expect(isCrossSiteMutation("POST", headers({ origin: "http://localhost:3000", host: "localhost:3000" }))).toBe(false);
    });

    it("flags an Origin that does not match the Host", () => {
      expect(isCrossSiteMutation("POST", headers({ origin: "https://evil.test", host: "console.test" }))).toBe(true);
      expect(isCrossSiteMutation("POST", headers({ origin: "http://localhost:4000", host: "localhost:3000" }))).toBe(true);
    });

    it("flags a malformed Origin", () => {
      expect(isCrossSiteMutation("POST", headers({ origin: "not a url", host: "console.test" }))).toBe(true);
      expect(isCrossSiteMutation("POST", headers({ origin: "null", host: "console.test" }))).toBe(true);
    });

    it("compares against X-Forwarded-Host in preference to Host", () => {
      const behindProxy = { origin: "https://console.example.com", host: "127.0.0.1:3000", "x-forwarded-host": "console.example.com" };
      expect(isCrossSiteMutation("POST", headers(behindProxy))).toBe(false);
      const spoofed = { origin: "https://console.test", host: "console.test", "x-forwarded-host": "other.test" };
      expect(isCrossSiteMutation("POST", headers(spoofed))).toBe(true);
    });

    it("flags an Origin when there is no host to compare with", () => {
      expect(isCrossSiteMutation("POST", headers({ origin: "https://console.test" }))).toBe(true);
    });

    it("accepts requests with neither Origin nor Sec-Fetch-Site", () => {
      expect(isCrossSiteMutation("POST", headers({}))).toBe(false);
      expect(isCrossSiteMutation("DELETE", headers({ host: "console.test" }))).toBe(false);
    });
  });

  it.each(["POST", "post", "Put", "PATCH", "delete"])("treats %s as a mutation regardless of case", (method) => {
    expect(isCrossSiteMutation(method, headers({ "sec-fetch-site": "cross-site" }))).toBe(true);
    expect(isCrossSiteMutation(method, headers({ "sec-fetch-site": "same-origin" }))).toBe(false);
  });
});
