import { describe, expect, it } from "vitest";

import { webhookTriggers } from "@/lib/schemas/console/webhooks";

import { triggerLabel, triggerOptions } from "./trigger-labels";

describe("trigger labels", () => {
  it("offers every trigger of the API, in its order", () => {
    expect(triggerOptions.map((option) => option.value)).toEqual([...webhookTriggers]);
  });

  it("names known events in words, and shows others as they came", () => {
    expect(triggerLabel("each_message")).toBe("Each message");
    expect(triggerLabel("test")).toBe("Test event");
    expect(triggerLabel("something_new")).toBe("something_new");
    expect(triggerLabel(null)).toBe("Unknown event");
  });
});
