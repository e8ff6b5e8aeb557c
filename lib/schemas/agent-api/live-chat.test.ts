import { describe, expect, it } from "vitest";

import { defaultLiveChatConfig, liveChatConfigBody } from "./live-chat";

const problemFields = (value: unknown) => {
  const result = liveChatConfigBody.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
};

describe("the live-chat configuration", () => {
  it("has a default for every setting, disabled", () => {
    const defaults = defaultLiveChatConfig();
    expect(defaults).toMatchObject({
      enabled: false,
      position: "bottom-right",
      color: "#1F6FEB",
      avatarUrl: null,
      avatarStoragePath: null,
      businessHours: null,
      limitUnavailableDates: false,
      unavailableDates: [],
      unavailableDatesMessage: expect.any(String),
      widgetButtonConfig: { mode: "automatic", launcherTheme: "default", lightThemeConfig: { backgroundColor: "#1F6FEB" } },
    });
    expect(defaultLiveChatConfig()).not.toBe(defaults);
  });

  it("keeps what is given and fills the rest", () => {
    const config = liveChatConfigBody.parse({
      enabled: true,
      titleLine1: "Acme support",
      color: "#abc",
      position: "bottom-left",
      businessHours: { timezone: "Europe/Berlin", intervals: [{ day: "monday", start: "09:00", end: "17:00" }] },
    });
    expect(config).toMatchObject({ enabled: true, titleLine1: "Acme support", color: "#abc", position: "bottom-left", titleLine2: expect.any(String) });
    expect(config.businessHours).toEqual({
      timezone: "Europe/Berlin",
      intervals: [{ day: "monday", start: "09:00", end: "17:00" }],
      outsideHoursMessage: expect.any(String),
    });
  });

  it("names each bad field", () => {
    expect(
      problemFields({
        color: "blue",
        position: "top",
        avatarUrl: "ftp://example.com/a.png",
        unavailableDates: ["2026-02-30x"],
        restrictedCountries: ["de"],
        whitelistedIps: ["10.0.0.300"],
        businessHours: {
          timezone: "Mars/Base",
          intervals: [
            { day: "monday", start: "09:00", end: "13:00" },
            { day: "monday", start: "12:00", end: "17:00" },
            { day: "funday", start: "9", end: "17:00" },
          ],
        },
      }).sort(),
    ).toEqual(
      [
        "color",
        "position",
        "avatarUrl",
        "unavailableDates.0",
        "restrictedCountries.0",
        "whitelistedIps.0",
        "businessHours.timezone",
        "businessHours.intervals.2.day",
        "businessHours.intervals.2.start",
      ].sort(),
    );
    expect(
      problemFields({
        businessHours: {
          timezone: "UTC",
          intervals: [
            { day: "monday", start: "09:00", end: "13:00" },
            { day: "monday", start: "12:00", end: "17:00" },
          ],
        },
      }),
    ).toEqual(["businessHours.intervals.1.start"]);
  });

  it("asks for the launcher settings that go with a custom theme or a proactive teaser", () => {
    const launcher = { ...defaultLiveChatConfig().widgetButtonConfig, launcherTheme: "custom", launcherTeaser: "proactive" };
    expect(problemFields({ widgetButtonConfig: launcher }).sort()).toEqual(["widgetButtonConfig.proactiveBubble", "widgetButtonConfig.selectedTheme"]);
    expect(
      problemFields({ widgetButtonConfig: { ...launcher, selectedTheme: "dark", proactiveBubble: { message: "Need help?", delaySeconds: 3_601 } } }),
    ).toEqual(["widgetButtonConfig.proactiveBubble.delaySeconds"]);
  });
});
