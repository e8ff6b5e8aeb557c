import { describe, expect, it } from "vitest";

import { integrationKeyReveal } from "./integration-key-example";

describe("integrationKeyReveal", () => {
  it("gives a curl call of the agent's conversations with the key in the Agent-Secret-Key header", () => {
    const reveal = integrationKeyReveal("https://console.example.test", "5f0c-secret");
    expect(reveal).toEqual({
      secret: "5f0c-secret",
      baseUrl: "https://console.example.test",
      curlExample: "curl 'https://console.example.test/external/conversations?page=1&pageSize=10' \\\n  -H 'Agent-Secret-Key: 5f0c-secret'",
    });
  });

  it("keeps the region's path and drops a trailing slash of the base URL", () => {
    expect(integrationKeyReveal("https://console.example.test/regions/eu/", "k").curlExample).toContain(
      "'https://console.example.test/regions/eu/external/conversations?page=1&pageSize=10'",
    );
  });

  it("quotes what a shell would otherwise expand", () => {
    expect(integrationKeyReveal("https://api.example.test/o'hare", "k").curlExample).toContain("'https://api.example.test/o'\\''hare/external/");
  });
});
