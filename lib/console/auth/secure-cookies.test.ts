import { describe, expect, it } from "vitest";

import { usesSecureCookies } from "./secure-cookies";

describe("usesSecureCookies", () => {
  it("is on when the console's URL is https, by either setting", () => {
    expect(usesSecureCookies({ consolePublicUrl: "https://console.example.com" })).toBe(true);
    expect(usesSecureCookies({ nextAuthUrl: "HTTPS://console.example.com/" })).toBe(true);
    expect(usesSecureCookies({ consolePublicUrl: "http://localhost:3000", nextAuthUrl: "https://console.example.com" })).toBe(true);
  });

  it("is off over http and when no URL is set, so sign-in works on localhost", () => {
    expect(usesSecureCookies({})).toBe(false);
    expect(usesSecureCookies({ consolePublicUrl: "http://localhost:3000" })).toBe(false);
    expect(usesSecureCookies({ consolePublicUrl: "http://https.example.com" })).toBe(false);
  });
});
