import { describe, expect, it } from "vitest";

import { frameMessageSource } from "../frame-messages";
import { acceptedLayout } from "./accept-message";

const frame = { name: "the frame's window" };
const from = { origin: "https://console.example.com", frame };
const data = { source: frameMessageSource, type: "layout", state: "open", position: "bottom-left", launcherSize: 56 };
const event = (overrides: Partial<{ origin: string; source: unknown; data: unknown }> = {}) => ({ origin: from.origin, source: frame, data, ...overrides });

describe("acceptedLayout", () => {
  it("takes a layout the widget's frame posts from the console's origin", () => {
    expect(acceptedLayout(event(), from)).toEqual(data);
  });

  it("drops what comes from another origin or another window", () => {
    expect(acceptedLayout(event({ origin: "https://evil.example" }), from)).toBeUndefined();
    expect(acceptedLayout(event({ origin: "https://console.example.com:8443" }), from)).toBeUndefined();
    expect(acceptedLayout(event({ source: { name: "another frame" } }), from)).toBeUndefined();
    expect(acceptedLayout(event({ source: null }), { ...from, frame: null })).toBeUndefined();
  });

  it("drops anything but a well-formed layout", () => {
    expect(acceptedLayout(event({ data: "layout" }), from)).toBeUndefined();
    expect(acceptedLayout(event({ data: { ...data, source: "another-widget" } }), from)).toBeUndefined();
    expect(acceptedLayout(event({ data: { source: frameMessageSource, type: "command", command: "open" } }), from)).toBeUndefined();
    expect(acceptedLayout(event({ data: { ...data, state: "maximized" } }), from)).toBeUndefined();
    expect(acceptedLayout(event({ data: { ...data, position: "top-left" } }), from)).toBeUndefined();
    expect(acceptedLayout(event({ data: { ...data, launcherSize: 5000 } }), from)).toBeUndefined();
    expect(acceptedLayout(event({ data: { ...data, launcherSize: Number.NaN } }), from)).toBeUndefined();
    expect(acceptedLayout(event({ data: { ...data, launcherSize: "56" } }), from)).toBeUndefined();
  });

  it("keeps only the fields it knows", () => {
    expect(acceptedLayout(event({ data: { ...data, extra: "<script>" } }), from)).toEqual(data);
  });
});
