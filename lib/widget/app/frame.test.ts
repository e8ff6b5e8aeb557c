import { describe, expect, it } from "vitest";

import { claimedOriginOf, frameContext, frameTargetOrigin, isTrustedSender, isWidgetHidden, parentOrigin } from "./frame";

const allowed = ["https://shop.example.com", "https://console.example.com"];
const framed = (ancestorOrigin: string | undefined, referrer = "") => ({ isFramed: true, ancestorOrigin, referrer });

describe("parentOrigin", () => {
  it("prefers the browser's ancestor origin, then the referrer's origin", () => {
    expect(parentOrigin(framed("https://shop.example.com", "https://other.example.com/page"))).toBe("https://shop.example.com");
    expect(parentOrigin(framed(undefined, "https://shop.example.com/products/1?x=1"))).toBe("https://shop.example.com");
  });

  it("knows no parent when the page is not framed or the referrer is empty or unreadable", () => {
    expect(parentOrigin({ isFramed: false, ancestorOrigin: "https://shop.example.com", referrer: "" })).toBeUndefined();
    expect(parentOrigin(framed(undefined, ""))).toBeUndefined();
    expect(parentOrigin(framed(undefined, "not a url"))).toBeUndefined();
  });
});

describe("frameTargetOrigin", () => {
  it("posts only to an allowed parent origin", () => {
    expect(frameTargetOrigin(framed("https://shop.example.com"), allowed)).toBe("https://shop.example.com");
    expect(frameTargetOrigin(framed("https://evil.example.com"), allowed)).toBeUndefined();
    expect(frameTargetOrigin(framed(undefined, ""), allowed)).toBeUndefined();
    expect(frameTargetOrigin(framed("null"), [...allowed, "null"])).toBeUndefined();
  });
});

describe("frameContext and isWidgetHidden", () => {
  it("tells the console's preview, a website and a direct visit apart", () => {
    expect(frameContext(framed("https://console.example.com"), "https://console.example.com")).toBe("console");
    expect(frameContext(framed("https://shop.example.com"), "https://console.example.com")).toBe("website");
    expect(frameContext({ isFramed: false, ancestorOrigin: undefined, referrer: "" }, "https://console.example.com")).toBe("direct");
  });

  it("hides a switched-off chat from websites only", () => {
    expect(isWidgetHidden("website", false)).toBe(true);
    expect(isWidgetHidden("console", false)).toBe(false);
    expect(isWidgetHidden("direct", false)).toBe(false);
    expect(isWidgetHidden("website", true)).toBe(false);
  });
});

describe("isTrustedSender", () => {
  it("takes commands from the parent on an allowed origin only", () => {
    expect(isTrustedSender({ origin: "https://shop.example.com", isFromParent: true }, allowed)).toBe(true);
    expect(isTrustedSender({ origin: "https://shop.example.com", isFromParent: false }, allowed)).toBe(false);
    expect(isTrustedSender({ origin: "https://evil.example.com", isFromParent: true }, allowed)).toBe(false);
  });
});

describe("the origin the loader claims", () => {
  it("is read from the page's address, and used only when the browser says nothing of the parent", () => {
    expect(claimedOriginOf("#origin=https%3A%2F%2Fshop.example.com")).toBe("https://shop.example.com");
    expect(claimedOriginOf("")).toBeUndefined();
    const facts = { isFramed: true, ancestorOrigin: undefined, referrer: "", claimedOrigin: "https://shop.example.com" };
    expect(parentOrigin(facts)).toBe("https://shop.example.com");
    expect(parentOrigin({ ...facts, referrer: "https://other.example.com/x" })).toBe("https://other.example.com");
    expect(frameTargetOrigin({ ...facts, claimedOrigin: "https://attacker.invalid" }, ["https://shop.example.com"])).toBeUndefined();
  });
});
