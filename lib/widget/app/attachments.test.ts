import { describe, expect, it } from "vitest";

import { maxWidgetUploadBytes } from "@/lib/schemas/widget";

import { checkChosenFiles, formatFileSize, maxUploadBytes, uploadContentType } from "./attachments";

const file = (name: string, size: number) => ({ name, size });

describe("checkChosenFiles", () => {
  it("allows what the upload route allows", () => {
    expect(maxUploadBytes).toBe(maxWidgetUploadBytes);
  });

  it("accepts files within the limits", () => {
    expect(checkChosenFiles(0, [file("a.png", 10), file("b.pdf", 10 * 1024 * 1024)])).toEqual({ accepted: [file("a.png", 10), file("b.pdf", 10 * 1024 * 1024)], errors: [] });
  });

  it("leaves out large and empty files, and any beyond five in all, saying why", () => {
    const result = checkChosenFiles(3, [file("big.mov", 10 * 1024 * 1024 + 1), file("empty.txt", 0), file("c.png", 1), file("d.png", 1), file("e.png", 1)]);
    expect(result.accepted.map((f) => f.name)).toEqual(["c.png", "d.png"]);
    expect(result.errors).toEqual(["“big.mov” is larger than 10 MB.", "“empty.txt” is empty.", "At most 5 files per message: “e.png” was not added."]);
  });
});

describe("formatFileSize and uploadContentType", () => {
  it("reads sizes and types plainly", () => {
    expect([formatFileSize(512), formatFileSize(2048), formatFileSize(3.5 * 1024 * 1024)]).toEqual(["512 B", "2 KB", "3.5 MB"]);
    expect(uploadContentType("image/png")).toBe("image/png");
    expect(uploadContentType("")).toBe("application/octet-stream");
  });
});
