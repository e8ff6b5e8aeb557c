import { describe, expect, it } from "vitest";

import { clientAddress } from "./request-ip";

describe("clientAddress", () => {
  describe("with a Headers object", () => {
    it("takes the first X-Forwarded-For entry, trimmed", () => {
      expect(clientAddress(new Headers({ "x-forwarded-for": " 203.0.113.7 , 10.0.0.1, 10.0.0.2" }))).toBe("203.0.113.7");
      expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
    });

    it("prefers X-Forwarded-For over X-Real-IP", () => {
      expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.7", "x-real-ip": "198.51.100.1" }))).toBe("203.0.113.7");
    });

    it("falls back to X-Real-IP", () => {
      expect(clientAddress(new Headers({ "x-real-ip": " 198.51.100.1 " }))).toBe("198.51.100.1");
      expect(clientAddress(new Headers({ "x-forwarded-for": " , 10.0.0.1", "x-real-ip": "198.51.100.1" }))).toBe("198.51.100.1");
    });

    it("reads header names case-insensitively", () => {
      expect(clientAddress(new Headers({ "X-Forwarded-For": "203.0.113.7" }))).toBe("203.0.113.7");
    });

    it("reports unknown when no proxy says", () => {
      expect(clientAddress(new Headers())).toBe("unknown");
      expect(clientAddress(new Headers({ "x-forwarded-for": "", "x-real-ip": "  " }))).toBe("unknown");
    });
  });

  describe("with a plain record", () => {
    it("takes the first X-Forwarded-For entry, trimmed", () => {
      expect(clientAddress({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" })).toBe("203.0.113.7");
    });

    it("uses the first value of an array", () => {
      expect(clientAddress({ "x-forwarded-for": [" 203.0.113.7 ,10.0.0.1", "192.0.2.9"] })).toBe("203.0.113.7");
      expect(clientAddress({ "x-real-ip": ["198.51.100.1", "198.51.100.2"] })).toBe("198.51.100.1");
    });

    it("falls back to X-Real-IP", () => {
      expect(clientAddress({ "x-forwarded-for": undefined, "x-real-ip": "198.51.100.1" })).toBe("198.51.100.1");
    });

    it("reports unknown when no proxy says", () => {
      expect(clientAddress({})).toBe("unknown");
      expect(clientAddress({ "x-forwarded-for": [], "x-real-ip": undefined })).toBe("unknown");
    });
  });
});
