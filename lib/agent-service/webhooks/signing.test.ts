import { Webhook } from "standardwebhooks";
import { describe, expect, it } from "vitest";

import { generateWebhookSecret, signWebhook } from "./signing";

const body = JSON.stringify({ type: "each_message", id: "evt_1", message: { message: "Grüße" } });

describe("generateWebhookSecret", () => {
  it("makes a whsec_ secret of 32 random bytes, different each time", () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice("whsec_".length), "base64")).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
  });
});

describe("signWebhook", () => {
  const secret = generateWebhookSecret();
  const timestamp = new Date();
  const headers = signWebhook(secret, { id: "delivery-1", timestamp, body });

  it("produces headers a Standard Webhooks receiver accepts", () => {
    expect(headers["webhook-id"]).toBe("delivery-1");
    expect(headers["webhook-timestamp"]).toBe(String(Math.floor(timestamp.getTime() / 1000)));
    expect(headers["webhook-signature"]).toMatch(/^v1,/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it("fails verification when one byte of the body changes", () => {
    const changed = body.replace("evt_1", "evt_2");
    expect(() => new Webhook(secret).verify(changed, headers)).toThrow();
  });

  it("fails verification with another secret, another id or another timestamp", () => {
    expect(() => new Webhook(generateWebhookSecret()).verify(body, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, "webhook-id": "delivery-2" })).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, "webhook-timestamp": String(Number(headers["webhook-timestamp"]) - 1) })).toThrow();
  });

  it("is refused by receivers when the timestamp is too old", () => {
    const old = signWebhook(secret, { id: "delivery-1", timestamp: new Date(Date.now() - 10 * 60_000), body });
    expect(() => new Webhook(secret).verify(body, old)).toThrow(/too old/);
  });
});
