import { describe, expect, it } from "vitest";

import { receiverUrl } from "./receiver-url";

describe("receiverUrl", () => {
  it("puts the webhook's id under the console's origin", () => {
    expect(receiverUrl("https://console.example.com/", "0b7c")).toBe("https://console.example.com/api/webhooks/0b7c");
    expect(receiverUrl("http://localhost:3000", "0b7c")).toBe("http://localhost:3000/api/webhooks/0b7c");
  });
});
