import { describe, expect, it } from "vitest";

import { isMaskedHeaderValue, maskHeaders, maskHeaderValue, restoreMaskedHeaders } from "./function-headers";

describe("function header masking", () => {
  it("shows only the last four characters of a long value, nothing of a short one", () => {
    expect(maskHeaderValue("Bearer shop-token-1234")).toBe("••••••1234");
    expect(maskHeaderValue("short")).toBe("••••••");
    expect(maskHeaders({ Authorization: "Bearer abcdefgh", "X-Tenant": "acme" })).toEqual({ Authorization: "••••••efgh", "X-Tenant": "••••••" });
    expect(isMaskedHeaderValue("••••••efgh")).toBe(true);
    expect(isMaskedHeaderValue("Bearer x")).toBe(false);
  });

  it("keeps stored values for masked ones sent back, takes new ones as typed, and drops unknown masked ones", () => {
    const stored = { Authorization: "Bearer secret-value", "X-Tenant": "acme" };
    expect(restoreMaskedHeaders({ authorization: "••••••alue", "X-Tenant": "globex", "X-New": "1", "X-Ghost": "••••••" }, stored)).toEqual({
      authorization: "Bearer secret-value",
      "X-Tenant": "globex",
      "X-New": "1",
    });
  });
});
