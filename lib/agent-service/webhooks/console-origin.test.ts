import { describe, expect, it } from "vitest";

import { consoleOriginDecision, isConsoleOrigin, isWebhookReceiverUrl } from "./console-origin";

const receiverId = "0b7c6a52-3f1e-4c1a-9d2b-5e8f7a6c4d3b";

describe("isConsoleOrigin", () => {
  const local = ["http://localhost:3000"];

  it.each([
    "http://localhost:3000/x",
    "http://LOCALHOST:3000/",
    "http://127.0.0.1:3000/x",
    "http://127.1.2.3:3000/x",
    "http://[::1]:3000/x",
    "http://0.0.0.0:3000/x",
    "https://app.localhost:3000/x",
    "http://[::ffff:127.0.0.1]:3000/x",
  ])("takes %s for the console on localhost:3000", (url) => expect(isConsoleOrigin(new URL(url), local)).toBe(true));

  it.each(["http://localhost:3001/x", "http://localhost/x", "http://10.0.0.1:3000/x", "https://hooks.example.com:3000/x"])("does not take %s for it", (url) =>
    expect(isConsoleOrigin(new URL(url), local)).toBe(false),
  );

  it("compares a public console URL by host and port, default ports filled in", () => {
    const urls = ["https://console.example.com"];
    expect(isConsoleOrigin(new URL("https://Console.Example.com:443/api/console/users"), urls)).toBe(true);
    expect(isConsoleOrigin(new URL("http://console.example.com/api/console/users"), urls)).toBe(false);
    expect(isConsoleOrigin(new URL("https://127.0.0.1/"), urls)).toBe(false);
    expect(isConsoleOrigin(new URL("https://x/"), ["not a url"])).toBe(false);
  });
});

describe("isWebhookReceiverUrl", () => {
  it("accepts /api/webhooks/{uuid} and nothing else", () => {
    expect(isWebhookReceiverUrl(new URL(`http://localhost:3000/api/webhooks/${receiverId}`))).toBe(true);
    for (const url of [
      `http://localhost:3000/api/webhooks/${receiverId}/x`,
      `http://localhost:3000/api/webhooks/${receiverId}?next=/api/console`,
      `http://user:pw@localhost:3000/api/webhooks/${receiverId}`,
      "http://localhost:3000/api/webhooks/not-a-uuid",
      `http://localhost:3000/api/webhooks/${receiverId}/../../console/users`,
      "http://localhost:3000/api/console/users",
      `http://localhost:3000/x/api/webhooks/${receiverId}`,
    ]) {
      expect(isWebhookReceiverUrl(new URL(url))).toBe(false);
    }
  });
});

describe("consoleOriginDecision", () => {
  const receiver = new URL(`http://localhost:3000/api/webhooks/${receiverId}`);
  const other = new URL("http://localhost:3000/api/console/users");

  it("lets webhooks reach the receiver only", () => {
    expect(consoleOriginDecision(receiver, "webhook-receiver")).toEqual({ isAllowed: true });
    expect(consoleOriginDecision(other, "webhook-receiver")).toMatchObject({ isAllowed: false });
  });

  it("lets functions reach nothing", () => {
    expect(consoleOriginDecision(receiver, "none")).toEqual({ isAllowed: false, reason: "the console's own address may not be called" });
    expect(consoleOriginDecision(other, "none")).toMatchObject({ isAllowed: false });
  });
});
