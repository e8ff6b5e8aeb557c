import { describe, expect, it } from "vitest";

import { isSameFileName, nameOfCopy, planDroppedFiles, resolveClash } from "./duplicate-names";

const existing = [
  { id: "f1", fileName: "faq.md" },
  { id: "f2", fileName: "Returns.pdf" },
];

describe("isSameFileName", () => {
  it("matches names trimmed and whatever their case, and nothing else", () => {
    expect(isSameFileName("FAQ.md", " faq.md ")).toBe(true);
    expect(isSameFileName("faq.md", "faq.txt")).toBe(false);
    expect(isSameFileName("faq.md", "faq (2).md")).toBe(false);
  });
});

describe("nameOfCopy", () => {
  it("numbers a copy from 2, before the extension, skipping the numbers taken whatever their case", () => {
    expect(nameOfCopy("faq.md", ["faq.md"])).toBe("faq (2).md");
    expect(nameOfCopy("faq.md", ["faq.md", "FAQ (2).md", "faq (3).md"])).toBe("faq (4).md");
  });

  it("numbers a copy of a copy after it rather than twice", () => {
    expect(nameOfCopy("faq (2).md", ["faq.md", "faq (2).md"])).toBe("faq (3).md");
  });

  it("keeps names without an extension, hidden files and inner dots whole", () => {
    expect(nameOfCopy("README", ["README"])).toBe("README (2)");
    expect(nameOfCopy(".notes", [".notes"])).toBe(".notes (2)");
    expect(nameOfCopy("v1.2 notes.txt", ["v1.2 notes.txt"])).toBe("v1.2 notes (2).txt");
  });
});

describe("planDroppedFiles", () => {
  it("uploads new names at once and holds back each one an existing file has, whatever its case", () => {
    const plan = planDroppedFiles([{ name: "new.md" }, { name: "FAQ.md" }], existing);
    expect(plan.uploads).toEqual([{ file: { name: "new.md" }, fileName: "new.md" }]);
    expect(plan.clashes).toEqual([{ dropped: { name: "FAQ.md" }, existing: existing[0] }]);
  });

  it("keeps a name repeated in one drop beside the first as a copy, clear of the existing names", () => {
    const plan = planDroppedFiles([{ name: "notes.txt" }, { name: "notes.txt" }], [{ fileName: "notes (2).txt" }]);
    expect(plan.uploads.map((upload) => upload.fileName)).toEqual(["notes.txt", "notes (3).txt"]);
    expect(plan.clashes).toEqual([]);
  });

  it("has nothing to do for an empty drop", () => {
    expect(planDroppedFiles([], existing)).toEqual({ uploads: [], clashes: [] });
  });
});

describe("resolveClash", () => {
  const clash = { dropped: { name: "FAQ.md" }, existing: existing[0]! };

  it("replaces under the dropped file's name, naming the file to delete afterwards", () => {
    expect(resolveClash(clash, "replace", ["faq.md"])).toEqual({ fileName: "FAQ.md", replaces: existing[0] });
  });

  it("keeps both under the first free copy name", () => {
    expect(resolveClash(clash, "keep-both", ["faq.md", "faq (2).md"])).toEqual({ fileName: "FAQ (3).md" });
  });

  it("uploads nothing when cancelled", () => {
    expect(resolveClash(clash, "cancel", ["faq.md"])).toBeUndefined();
  });
});
