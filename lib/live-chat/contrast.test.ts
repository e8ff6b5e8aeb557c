import { describe, expect, it } from "vitest";

import { contrastRatio, contrastWarning, fullHexColor, parseHexColor, relativeLuminance } from "./contrast";

describe("parseHexColor and fullHexColor", () => {
  it("reads short and long hex colours in any case", () => {
    expect(parseHexColor("#1F6FEB")).toEqual([31, 111, 235]);
    expect(parseHexColor("#fff")).toEqual([255, 255, 255]);
    expect(fullHexColor("#abc")).toBe("#AABBCC");
  });

  it("reads nothing else", () => {
    expect(parseHexColor("blue")).toBeUndefined();
    expect(parseHexColor("#12345")).toBeUndefined();
    expect(fullHexColor("")).toBeUndefined();
  });
});

describe("contrastRatio", () => {
  it("follows WCAG 2: black on white is 21:1, a colour on itself 1:1", () => {
    expect(relativeLuminance([255, 255, 255])).toBeCloseTo(1);
    expect(contrastRatio("#000", "#FFF")).toBeCloseTo(21);
    expect(contrastRatio("#FFF", "#000")).toBeCloseTo(21);
    expect(contrastRatio("#1F6FEB", "#1F6FEB")).toBeCloseTo(1);
    expect(contrastRatio("#777777", "#FFFFFF")).toBeCloseTo(4.48, 2);
  });

  it("has no ratio for a colour still being typed", () => {
    expect(contrastRatio("#1F6", "#FFF")).toBeDefined();
    expect(contrastRatio("#1F6F", "#FFF")).toBeUndefined();
  });
});

describe("contrastWarning", () => {
  it("says nothing for readable text, such as the default white on blue", () => {
    expect(contrastWarning("#1F6FEB", "#FFFFFF")).toBeUndefined();
    expect(contrastWarning("#FFFFFF", "#000000")).toBeUndefined();
  });

  it("warns, with the ratio, when the text would be hard to read", () => {
    expect(contrastWarning("#FFEE00", "#FFFFFF")).toMatch(/contrast of 1\.\d:1/);
    expect(contrastWarning("#777777", "#FFFFFF")).toMatch(/4\.5:1/);
  });

  it("says nothing while a colour is not valid yet", () => {
    expect(contrastWarning("#FF", "#FFFFFF")).toBeUndefined();
  });
});
