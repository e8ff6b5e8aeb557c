import { describe, expect, it } from "vitest";

import { liveChatConfigBody } from "@/lib/schemas/agent-api/live-chat";
import { liveChatView } from "@/lib/schemas/console/live-chat";

import { liveChatFormValues, newBusinessHours, nextInterval, placeFieldErrors, previewAvatarSource } from "./live-chat-form-values";

describe("liveChatFormValues", () => {
  it("keeps every setting, so a save sends back what the form does not show", () => {
    const view = liveChatView.parse({
      enabled: true,
      links: ["https://example.com/help"],
      suggestions: ["Where is my order?"],
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    const values = liveChatFormValues(view);
    expect(values).not.toHaveProperty("updatedAt");
    expect(liveChatConfigBody.parse(values)).toMatchObject({ enabled: true, links: ["https://example.com/help"], suggestions: ["Where is my order?"] });
  });

  it("keeps an uploaded avatar by its path, not by the signed URL it is shown by", () => {
    const view = liveChatView.parse({ avatarStoragePath: "live-chat-images/o/1/a.png", avatarUrl: "http://localhost/api/external/files/download?path=x" });
    expect(liveChatFormValues(view)).toMatchObject({ avatarStoragePath: "live-chat-images/o/1/a.png", avatarUrl: null });
    const linked = liveChatView.parse({ avatarUrl: "https://example.com/a.png" });
    expect(liveChatFormValues(linked)).toMatchObject({ avatarStoragePath: null, avatarUrl: "https://example.com/a.png" });
  });
});

describe("newBusinessHours and nextInterval", () => {
  it("start from weekdays 9 to 5, which the schema accepts", () => {
    const hours = newBusinessHours("Europe/Berlin", "Away.");
    expect(hours.intervals.map((interval) => interval.day)).toEqual(["monday", "tuesday", "wednesday", "thursday", "friday"]);
    expect(liveChatConfigBody.safeParse({ businessHours: hours }).success).toBe(true);
  });

  it("add the day after the last one, wrapping to Monday", () => {
    expect(nextInterval([])).toEqual({ day: "monday", start: "09:00", end: "17:00" });
    expect(nextInterval([{ day: "friday", start: "09:00", end: "12:00" }]).day).toBe("saturday");
    expect(nextInterval([{ day: "sunday", start: "09:00", end: "12:00" }]).day).toBe("monday");
  });
});

describe("previewAvatarSource", () => {
  const saved = { avatarStoragePath: "saved.png", avatarUrl: "http://localhost/download?path=saved.png" };

  it("shows a fresh upload by its local copy, and the saved one by the URL the API served", () => {
    expect(previewAvatarSource({ avatarStoragePath: "new.png" }, saved, { storagePath: "new.png", previewUrl: "blob:1" })).toBe("blob:1");
    expect(previewAvatarSource({ avatarStoragePath: "saved.png" }, saved)).toBe(saved.avatarUrl);
    expect(previewAvatarSource({ avatarStoragePath: "other.png" }, saved)).toBeUndefined();
  });

  it("shows a typed web address once it is one, and nothing without an avatar", () => {
    expect(previewAvatarSource({ avatarUrl: "https://example.com/a.png" }, saved)).toBe("https://example.com/a.png");
    expect(previewAvatarSource({ avatarUrl: "https://" }, saved)).toBeUndefined();
    expect(previewAvatarSource({ avatarUrl: "javascript:alert(1)" }, saved)).toBeUndefined();
    expect(previewAvatarSource({ avatarStoragePath: null, avatarUrl: null }, saved)).toBeUndefined();
  });
});

describe("placeFieldErrors", () => {
  it("puts errors on the fields they name, nested paths included", () => {
    expect(placeFieldErrors({ color: "bad", "businessHours.intervals.0.end": "must be after the start" }, "Some fields need attention.")).toEqual({
      fields: [
        { path: "color", message: "bad" },
        { path: "businessHours.intervals.0.end", message: "must be after the start" },
      ],
      message: undefined,
    });
  });

  it("says the request's message above the form when a setting it names is not shown", () => {
    expect(placeFieldErrors({ "links.0": "bad URL" }, "Some fields need attention.")).toEqual({ fields: [], message: "Some fields need attention." });
    expect(placeFieldErrors({}, "The API is unavailable.")).toEqual({ fields: [], message: "The API is unavailable." });
  });
});
