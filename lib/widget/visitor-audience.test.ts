import { describe, expect, it } from "vitest";

import { isInWidgetAudience, visitorCountry } from "./visitor-audience";

const everyone = { whitelistedIps: [], restrictedCountries: [] };

describe("who may see the widget", () => {
  it("is everyone when the configuration restricts nothing", () => {
    expect(isInWidgetAudience(everyone, { ip: "203.0.113.4", country: undefined })).toBe(true);
  });

  it("is only the listed addresses when addresses are listed, however an IPv4 address is written", () => {
    const audience = { ...everyone, whitelistedIps: ["203.0.113.4", "2001:DB8::1"] };
    expect(isInWidgetAudience(audience, { ip: "203.0.113.4", country: undefined })).toBe(true);
    expect(isInWidgetAudience(audience, { ip: "::ffff:203.0.113.4", country: undefined })).toBe(true);
    expect(isInWidgetAudience(audience, { ip: "2001:db8::1", country: undefined })).toBe(true);
    expect(isInWidgetAudience(audience, { ip: "203.0.113.5", country: undefined })).toBe(false);
    expect(isInWidgetAudience(audience, { ip: "unknown", country: undefined })).toBe(false);
  });

  it("leaves out restricted countries when the visitor's country is known", () => {
    const audience = { ...everyone, restrictedCountries: ["DE"] };
    expect(isInWidgetAudience(audience, { ip: "203.0.113.4", country: "DE" })).toBe(false);
    expect(isInWidgetAudience(audience, { ip: "203.0.113.4", country: "FR" })).toBe(true);
    expect(isInWidgetAudience(audience, { ip: "203.0.113.4", country: undefined })).toBe(true);
  });
});

describe("the visitor's country", () => {
  it("is read from a trusted proxy's header only", () => {
    const headers = new Headers({ "cf-ipcountry": "de" });
    expect(visitorCountry(headers, 1)).toBe("DE");
    expect(visitorCountry(headers, 0)).toBeUndefined();
    expect(visitorCountry(new Headers({ "x-country-code": "XX1" }), 1)).toBeUndefined();
  });
});
