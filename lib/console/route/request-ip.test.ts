import { afterEach, describe, expect, it } from "vitest";

import { peerAddressHeader, peerAddressMarker } from "@/lib/http/client-address";

import { clientAddress } from "./request-ip";

const holder = globalThis as Record<symbol, unknown>;

describe("clientAddress", () => {
  afterEach(() => {
    delete holder[peerAddressMarker];
  });

  it("reads the connection's address from the console server's header", () => {
    holder[peerAddressMarker] = true;
    const headers = new Headers({ [peerAddressHeader]: "198.51.100.4", "x-forwarded-for": "203.0.113.7" });
    expect(clientAddress(headers, 0)).toBe("198.51.100.4");
    expect(clientAddress({ [peerAddressHeader]: "198.51.100.4", "x-forwarded-for": ["6.6.6.6", "203.0.113.7"] }, 1)).toBe("203.0.113.7");
  });

  it("ignores that header when the console's server did not set it: a client could have", () => {
    expect(clientAddress(new Headers({ [peerAddressHeader]: "198.51.100.4" }), 0)).toBe("unknown");
  });

  it("never takes X-Forwarded-For's first entry, which the client writes", () => {
    holder[peerAddressMarker] = true;
    expect(clientAddress({ [peerAddressHeader]: "10.0.0.2", "x-forwarded-for": "6.6.6.6, 203.0.113.7" }, 1)).toBe("203.0.113.7");
    expect(clientAddress({}, 0)).toBe("unknown");
  });
});
