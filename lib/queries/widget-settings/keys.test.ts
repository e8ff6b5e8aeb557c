import { describe, expect, it } from "vitest";

import { widgetSettingsKeys } from "./keys";

describe("widgetSettingsKeys", () => {
  it("keeps each agent's settings under its organization", () => {
    expect(widgetSettingsKeys.detail("org", "a")).toEqual(["widget-settings", "org", "a"]);
    expect(widgetSettingsKeys.detail("org", "a").slice(0, 2)).toEqual(widgetSettingsKeys.organization("org"));
  });
});
