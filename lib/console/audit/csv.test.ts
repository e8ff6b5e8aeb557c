import { describe, expect, it } from "vitest";

import { csvField, toCsv } from "./csv";

describe("csv", () => {
  it("quotes what needs quoting and leaves the rest", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('say "hi", then go')).toBe('"say ""hi"", then go"');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField(null)).toBe("");
    expect(csvField(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(csvField({ a: 1 })).toBe('"{""a"":1}"');
  });

  it("keeps spreadsheet formulas from running", () => {
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-2+3")).toBe("'-2+3");
  });

  it("joins rows with CRLF under a header", () => {
    expect(toCsv(["a", "b"], [[1, "x,y"]])).toBe('a,b\r\n1,"x,y"\r\n');
  });
});
