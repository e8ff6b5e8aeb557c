import { Webhook } from "standardwebhooks";
import { describe, expect, it, vi } from "vitest";

import { verifyDelivery } from "./verify";

const secret = `whsec_${Buffer.alloc(32, 3).toString("base64")}`;
const body = JSON.stringify({ type: "each_message", conversation: { id: "c1" } });

function signed(options: { id?: string; at?: Date; withSecret?: string; content?: string } = {}) {
  const at = options.at ?? new Date();
  const id = options.id ?? "msg_1";
  return new Headers({
    "webhook-id": id,
    "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
    "webhook-signature": new Webhook(options.withSecret ?? secret).sign(id, at, options.content ?? body),
  });
}

describe("verifyDelivery", () => {
  it("accepts a delivery signed with the secret, answering its id and JSON", () => {
    expect(verifyDelivery(secret, signed(), body)).toEqual({ isValid: true, messageId: "msg_1", payload: JSON.parse(body) });
  });

  it("refuses another secret's signature", () => {
    const other = `whsec_${Buffer.alloc(32, 4).toString("base64")}`;
    expect(verifyDelivery(secret, signed({ withSecret: other }), body)).toEqual({
      isValid: false,
      reason: "The signature does not match the webhook's signing secret.",
    });
  });

  it("refuses a body changed after signing, even by one byte", () => {
    expect(verifyDelivery(secret, signed(), body.replace("c1", "c2")).isValid).toBe(false);
    expect(verifyDelivery(secret, signed(), `${body} `).isValid).toBe(false);
  });

  it("refuses a signature with one byte changed", () => {
    const headers = signed();
    const signature = headers.get("webhook-signature")!;
    const last = signature.at(-2) === "A" ? "B" : "A";
    headers.set("webhook-signature", `${signature.slice(0, -2)}${last}${signature.slice(-1)}`);
    expect(verifyDelivery(secret, headers, body).isValid).toBe(false);
  });

  it("accepts a header with several signatures when one of them matches, as during a secret rotation", () => {
    const other = `whsec_${Buffer.alloc(32, 5).toString("base64")}`;
    const headers = signed({ withSecret: other });
    headers.set("webhook-signature", `${headers.get("webhook-signature")} v1,${"A".repeat(43)}= ${signed().get("webhook-signature")}`);
    expect(verifyDelivery(secret, headers, body).isValid).toBe(true);
  });

  it("refuses a timestamp 301 seconds off and accepts one 299 seconds off", () => {
    // The clock stands still mid-second, so no second boundary passes between signing and checking.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-01-01T00:00:00.500Z") });
    try {
      const at = (offsetSeconds: number) => new Date(Date.now() + offsetSeconds * 1000);
      expect(verifyDelivery(secret, signed({ at: at(-301) }), body).isValid).toBe(false);
      expect(verifyDelivery(secret, signed({ at: at(301) }), body).isValid).toBe(false);
      expect(verifyDelivery(secret, signed({ at: at(-299) }), body).isValid).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("refuses a timestamp outside five minutes", () => {
    const old = verifyDelivery(secret, signed({ at: new Date(Date.now() - 6 * 60_000) }), body);
    expect(old).toEqual({ isValid: false, reason: "The timestamp is more than five minutes old." });
    const future = verifyDelivery(secret, signed({ at: new Date(Date.now() + 6 * 60_000) }), body);
    expect(future).toEqual({ isValid: false, reason: "The timestamp is more than five minutes in the future." });
  });

  it("refuses a delivery without the signature headers, or missing any one of them", () => {
    expect(verifyDelivery(secret, new Headers(), body)).toEqual({
      isValid: false,
      reason: "The webhook-id, webhook-timestamp or webhook-signature header is missing.",
    });
    for (const name of ["webhook-id", "webhook-timestamp", "webhook-signature"]) {
      const headers = signed();
      headers.delete(name);
      expect(verifyDelivery(secret, headers, body).isValid).toBe(false);
    }
  });

  it("refuses a signed body that is not JSON", () => {
    expect(verifyDelivery(secret, signed({ content: "not json" }), "not json")).toEqual({ isValid: false, reason: "The body is not JSON." });
  });
});
