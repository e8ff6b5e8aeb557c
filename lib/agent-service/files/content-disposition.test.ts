import { describe, expect, it } from "vitest";

import { attachmentDisposition } from "./content-disposition";

describe("attachmentDisposition", () => {
  it.each([
    ["report.pdf", `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`],
    ["Grüße (1).txt", `attachment; filename="Gr__e (1).txt"; filename*=UTF-8''Gr%C3%BC%C3%9Fe%20%281%29.txt`],
    [`a"b\\c's*.md`, `attachment; filename="a_b_c's*.md"; filename*=UTF-8''a%22b%5Cc%27s%2A.md`],
    ["line\r\nbreak.txt", `attachment; filename="line__break.txt"; filename*=UTF-8''line%0D%0Abreak.txt`],
  ])("%j", (fileName, expected) => {
    expect(attachmentDisposition(fileName)).toBe(expected);
  });
});
