import { describe, expect, it } from "vitest";

import { isWidgetUploadType, widgetUploadAccept, widgetUploadTypeOf } from "./upload-types";

describe("what a visitor may attach", () => {
  it("is images, PDFs and plain text", () => {
    for (const type of ["image/png", "IMAGE/JPEG", "application/pdf", "text/markdown"]) expect(isWidgetUploadType(type), type).toBe(true);
    for (const type of ["application/x-msdownload", "text/html", "image/svg+xml", ""]) expect(isWidgetUploadType(type), type).toBe(false);
  });

  it("is typed by the browser, or by the name's ending when the browser knows no type", () => {
    expect(widgetUploadTypeOf({ name: "photo.PNG", type: "image/png" })).toBe("image/png");
    expect(widgetUploadTypeOf({ name: "notes.md", type: "" })).toBe("text/markdown");
    expect(widgetUploadTypeOf({ name: "report.docx", type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document" })).toBeUndefined();
    expect(widgetUploadTypeOf({ name: "page.html", type: "text/html" })).toBeUndefined();
  });

  it("is what the file picker offers", () => {
    expect(widgetUploadAccept.split(",")).toEqual(expect.arrayContaining(["image/png", "application/pdf", ".md", ".txt"]));
  });
});
