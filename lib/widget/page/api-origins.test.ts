import { describe, expect, it } from "vitest";

import { apiOriginsFor } from "./api-origins";

describe("apiOriginsFor", () => {
  it("names no other origin when the embedded service answers on the console's own", () => {
    expect(apiOriginsFor({ isAgentServiceEnabled: true }, "http://localhost:3000")).toEqual([]);
  });

  it("names each real deployment's origin once", () => {
    expect(
      apiOriginsFor(
        { isAgentServiceEnabled: false, AGENT_API_US_URL: "https://api.example.com/v1", AGENT_API_EU_URL: "https://eu.api.example.com" },
        "https://console.example.com",
      ),
    ).toEqual(["https://api.example.com", "https://eu.api.example.com"]);
    expect(
      apiOriginsFor(
        { isAgentServiceEnabled: false, AGENT_API_US_URL: "https://api.example.com/us", AGENT_API_EU_URL: "https://api.example.com/eu" },
        "https://c.example",
      ),
    ).toEqual(["https://api.example.com"]);
  });
});
