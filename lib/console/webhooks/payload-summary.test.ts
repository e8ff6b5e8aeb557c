import { describe, expect, it } from "vitest";

import { summarizeDeliveryPayload } from "./payload-summary";

describe("summarizeDeliveryPayload", () => {
  it("reads the event and the conversation of the embedded service's payload", () => {
    expect(summarizeDeliveryPayload({ type: "end_dialog", conversation: { id: "c-1" } })).toEqual({ eventType: "end_dialog", conversationId: "c-1" });
  });

  it("accepts the flat shape other deployments may send", () => {
    expect(summarizeDeliveryPayload({ event: "manual", conversationId: "c-2" })).toEqual({ eventType: "manual", conversationId: "c-2" });
  });

  it.each([null, "text", [], { type: 3, conversation: "c" }])("answers nothing it cannot read from %j", (payload) => {
    expect(summarizeDeliveryPayload(payload)).toEqual({ eventType: null, conversationId: null });
  });
});
