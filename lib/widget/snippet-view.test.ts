import { describe, expect, it } from "vitest";

import { widgetSettingsViewOf } from "./snippet-view";

describe("widgetSettingsViewOf", () => {
  it("adds the snippet and the preview on the console's origin", () => {
    const view = widgetSettingsViewOf(
      { allowedOrigins: ["https://shop.example.com"], preChatForm: "required", updatedAt: new Date("2026-03-01T10:00:00Z") },
      "https://console.example.com",
      "agent-1",
    );
    expect(view).toEqual({
      allowedOrigins: ["https://shop.example.com"],
      preChatForm: "required",
      snippet: '<script src="https://console.example.com/widget.js" data-agent="agent-1" async></script>',
      previewUrl: "https://console.example.com/widget/agent-1",
      updatedAt: "2026-03-01T10:00:00.000Z",
    });
  });

  it("says never saved with no date", () => {
    expect(widgetSettingsViewOf({ allowedOrigins: [], preChatForm: "optional", updatedAt: null }, "http://localhost:3000", "a").updatedAt).toBeNull();
  });
});
