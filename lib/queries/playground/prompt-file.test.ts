import { describe, expect, it } from "vitest";

import { promptFileContentType } from "./prompt-file";

describe("promptFileContentType", () => {
  it("keeps the browser's type, without parameters", () => {
    expect(promptFileContentType({ type: "text/plain" })).toBe("text/plain");
    expect(promptFileContentType({ type: "Text/Markdown; charset=UTF-8" })).toBe("text/markdown");
  });

  it("falls back to generic bytes when the browser reports no usable type", () => {
    expect(promptFileContentType({ type: "" })).toBe("application/octet-stream");
    expect(promptFileContentType({ type: "not a type" })).toBe("application/octet-stream");
  });
});
