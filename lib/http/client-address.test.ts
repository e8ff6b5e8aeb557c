import { describe, expect, it } from "vitest";

import { decideClientAddress } from "./client-address";

describe("decideClientAddress", () => {
  describe("with no trusted proxy", () => {
    it("takes the socket's address and ignores X-Forwarded-For, which anyone can write", () => {
      expect(decideClientAddress({ peer: "198.51.100.4", forwardedFor: "203.0.113.7, 10.0.0.1", trustedProxies: 0 })).toBe("198.51.100.4");
      expect(decideClientAddress({ peer: "198.51.100.4", forwardedFor: undefined, trustedProxies: 0 })).toBe("198.51.100.4");
    });

    it("is unknown without a socket address, whatever the header says", () => {
      expect(decideClientAddress({ peer: undefined, forwardedFor: "203.0.113.7", trustedProxies: 0 })).toBe("unknown");
      expect(decideClientAddress({ peer: " ", forwardedFor: undefined, trustedProxies: 0 })).toBe("unknown");
    });

    it("names an IPv4 client of a dual-stack socket as IPv4", () => {
      expect(decideClientAddress({ peer: "::ffff:127.0.0.1", forwardedFor: undefined, trustedProxies: 0 })).toBe("127.0.0.1");
      expect(decideClientAddress({ peer: "::1", forwardedFor: undefined, trustedProxies: 0 })).toBe("::1");
    });
  });

  describe("with trusted proxies", () => {
    it("takes the entry the nearest proxy appended when one is trusted", () => {
      expect(decideClientAddress({ peer: "10.0.0.2", forwardedFor: "6.6.6.6, 203.0.113.7", trustedProxies: 1 })).toBe("203.0.113.7");
    });

    it("takes the n-th entry from the right, so entries a client wrote before the proxies are never read", () => {
      const forwardedFor = "6.6.6.6, 7.7.7.7, 203.0.113.7, 10.0.0.1";
      expect(decideClientAddress({ peer: "10.0.0.2", forwardedFor, trustedProxies: 2 })).toBe("203.0.113.7");
      expect(decideClientAddress({ peer: "10.0.0.2", forwardedFor, trustedProxies: 1 })).toBe("10.0.0.1");
    });

    it("trims entries and skips empty ones", () => {
      expect(decideClientAddress({ peer: "10.0.0.2", forwardedFor: " 203.0.113.7 ,, ", trustedProxies: 1 })).toBe("203.0.113.7");
    });

    it("takes the furthest hop named when fewer are than proxies trusted", () => {
      expect(decideClientAddress({ peer: "10.0.0.2", forwardedFor: "203.0.113.7", trustedProxies: 3 })).toBe("203.0.113.7");
      expect(decideClientAddress({ peer: "198.51.100.4", forwardedFor: undefined, trustedProxies: 1 })).toBe("198.51.100.4");
    });

    it("reads the header without a socket address when proxies are trusted", () => {
      expect(decideClientAddress({ peer: undefined, forwardedFor: "6.6.6.6, 203.0.113.7", trustedProxies: 1 })).toBe("203.0.113.7");
    });
  });
});
