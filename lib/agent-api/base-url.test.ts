import { describe, expect, it } from "vitest";

import { regionBaseUrl } from "./base-url";

describe("regionBaseUrl", () => {
  const embedded = { isAgentServiceEnabled: true };
  const real = { isAgentServiceEnabled: false, AGENT_API_US_URL: "https://api.example.test", AGENT_API_EU_URL: "https://eu.api.example.test" };

  it("is the console's own origin for the embedded service, with the EU region under /regions/eu", () => {
    expect(regionBaseUrl(embedded, "us", "https://console.example.test/")).toBe("https://console.example.test");
    expect(regionBaseUrl(embedded, "eu", "https://console.example.test")).toBe("https://console.example.test/regions/eu");
  });

  it("is the real deployment's URL of the region, or none when the region has none", () => {
    expect(regionBaseUrl(real, "us", "https://console.example.test")).toBe("https://api.example.test");
    expect(regionBaseUrl(real, "eu", "https://console.example.test")).toBe("https://eu.api.example.test");
    expect(regionBaseUrl({ ...real, AGENT_API_EU_URL: undefined }, "eu", "https://console.example.test")).toBeUndefined();
  });
});
