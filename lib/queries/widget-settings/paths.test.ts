import { describe, expect, it } from "vitest";

import { widgetSettingsKeys } from "./keys";
import { widgetSettingsApiPaths } from "./paths";

describe("widgetSettingsApiPaths", () => {
  it("builds the console API route of an agent's website chat settings, encoding the ids", () => {
    expect(widgetSettingsApiPaths.settings("org", "a")).toBe("/api/console/organizations/org/agents/a/widget");
    expect(widgetSettingsApiPaths.settings("o/1", "a?2")).toBe("/api/console/organizations/o%2F1/agents/a%3F2/widget");
  });
});

describe("widgetSettingsKeys", () => {
  it("keeps each agent's settings under its organization", () => {
    expect(widgetSettingsKeys.detail("org", "a")).toEqual(["widget-settings", "org", "a"]);
    expect(widgetSettingsKeys.detail("org", "a").slice(0, 2)).toEqual(widgetSettingsKeys.organization("org"));
  });
});
