import { describe, expect, it } from "vitest";

import { checkChosenFiles, formatFileSize } from "./attachments";

const types: Record<string, string> = { png: "image/png", pdf: "application/pdf", txt: "text/plain", mov: "video/quicktime", docx: "" };
const file = (name: string, size: number) => ({ name, size, type: types[name.split(".").pop()!] ?? "" });

describe("checkChosenFiles", () => {
  it("accepts files within the limits", () => {
    expect(checkChosenFiles(0, [file("a.png", 10), file("b.pdf", 10 * 1024 * 1024)])).toEqual({
      accepted: [file("a.png", 10), file("b.pdf", 10 * 1024 * 1024)],
      errors: [],
    });
  });

  it("leaves out large and empty files, and any beyond five in all, saying why", () => {
    const result = checkChosenFiles(3, [file("big.pdf", 10 * 1024 * 1024 + 1), file("empty.txt", 0), file("c.png", 1), file("d.png", 1), file("e.png", 1)]);
    expect(result.accepted.map((f) => f.name)).toEqual(["c.png", "d.png"]);
    expect(result.errors).toEqual(["“big.pdf” is larger than 10 MB.", "“empty.txt” is empty.", "At most 5 files per message: “e.png” was not added."]);
  });

  it("leaves out kinds of file the chat does not take", () => {
    expect(checkChosenFiles(0, [file("clip.mov", 10), file("report.docx", 10)]).errors).toEqual([
      "“clip.mov” cannot be sent: send an image, a PDF or a text file.",
      "“report.docx” cannot be sent: send an image, a PDF or a text file.",
    ]);
  });
});

describe("formatFileSize", () => {
  it("reads sizes plainly", () => {
    expect([formatFileSize(512), formatFileSize(2048), formatFileSize(3.5 * 1024 * 1024)]).toEqual(["512 B", "2 KB", "3.5 MB"]);
  });
});
