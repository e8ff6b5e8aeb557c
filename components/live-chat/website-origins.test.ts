import { describe, expect, it } from "vitest";

import { maxWidgetOrigins } from "@/lib/schemas/widget";

import { addOrigin, widgetFormFieldOf } from "./website-origins";

describe("addOrigin", () => {
  it("adds the origin in its normal form", () => {
    expect(addOrigin([], " HTTPS://Shop.Example.com:443/ ")).toEqual({ isAdded: true, origins: ["https://shop.example.com"] });
    expect(addOrigin(["https://a.example"], "http://127.0.0.1:4999")).toEqual({ isAdded: true, origins: ["https://a.example", "http://127.0.0.1:4999"] });
  });

  it("refuses what is not an origin with the schema's words", () => {
    expect(addOrigin([], "https://shop.example.com/contact")).toEqual({ isAdded: false, message: expect.stringContaining("no path") });
    expect(addOrigin([], "   ")).toEqual({ isAdded: false, message: expect.stringContaining("Enter a website origin") });
    expect(addOrigin([], "shop.example.com").isAdded).toBe(false);
  });

  it("refuses an origin already listed, however it was typed", () => {
    expect(addOrigin(["https://shop.example.com"], "https://SHOP.example.com")).toEqual({
      isAdded: false,
      message: "https://shop.example.com is already in the list.",
    });
  });

  it("refuses a new origin once the list is full", () => {
    const full = Array.from({ length: maxWidgetOrigins }, (_, index) => `https://site-${index}.example`);
    expect(addOrigin(full, "https://one-more.example")).toEqual({ isAdded: false, message: expect.stringContaining(`At most ${maxWidgetOrigins}`) });
  });
});

describe("widgetFormFieldOf", () => {
  it("places a listed origin's error on that origin, and the list's and the form mode's on theirs", () => {
    expect(widgetFormFieldOf("allowedOrigins.2")).toBe("allowedOrigins.2");
    expect(widgetFormFieldOf("allowedOrigins")).toBe("allowedOrigins");
    expect(widgetFormFieldOf("preChatForm")).toBe("preChatForm");
  });

  it("places nothing else", () => {
    expect(widgetFormFieldOf("body")).toBeUndefined();
    expect(widgetFormFieldOf("allowedOrigins.x")).toBeUndefined();
  });
});
